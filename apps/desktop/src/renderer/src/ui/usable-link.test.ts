import { describe, expect, it } from 'vitest';
import { isUsableLink } from './usable-link';

describe('isUsableLink', () => {
  it.each([
    ['https://opm-project.org', true],
    ['  https://opm-project.org  ', true],
    ['', false],
    ['   ', false],
    ['N/A', false],
    ['n/a', false],
    ['#', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (url, usable) => {
    expect(isUsableLink(url)).toBe(usable);
  });
});
