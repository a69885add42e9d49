import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag';

describe('etagMatches', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    [' "x" , "abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %s -> %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
