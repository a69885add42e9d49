import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { ID_MESSAGE, parseId } from '../shared/id-text';
import { IdParams } from './ids';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483648', 2_147_483_648],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %j', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it.each(['', '0', '-1', '+1', '007', '1.0', '1.5', '1e3', '0x10', ' 1', '1 ', 'abc', '١٢', '9007199254740992', '9'.repeat(400)])(
    'refuses %j',
    (text) => {
      expect(parseId(text)).toBeNull();
    },
  );
});

describe('IdParams', () => {
  it('gives the id as a number', () => {
    expect(IdParams.parse({ id: '12' })).toEqual({ id: 12 });
  });

  it.each(['abc', '0', '-3', '7.0', ''])('refuses %j with one message on the id', (id) => {
    expect(messagesOf(IdParams, { id })).toEqual({ id: [ID_MESSAGE] });
  });
});
