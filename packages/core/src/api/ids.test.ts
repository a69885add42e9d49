import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { ID_MESSAGE, parseId } from '../shared/id-text';
import { PG_INTEGER_MAX } from '../shared/pg-integer';
import { IdParams, queryId } from './ids';

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

describe('queryId', () => {
  const EntityId = queryId('entityId');
  const MESSAGE = `entityId must be a whole number from 1 to ${PG_INTEGER_MAX}.`;

  it.each([
    ['1', 1],
    ['2147483647', PG_INTEGER_MAX],
  ])('reads %j as %j', (text, id) => {
    expect(EntityId.parse(text)).toBe(id);
  });

  it.each(['2147483648', '9999999999', '9007199254740993', '0', '-1', '007', '1e3', 'abc', '\u0000', ''])(
    'refuses %j, past an id column too, with its name and range',
    (text) => {
      expect(messagesOf(EntityId, text)).toEqual({ '': [MESSAGE] });
    },
  );

  it('refuses a repeated key (a list) with the same message', () => {
    expect(messagesOf(EntityId, ['1', '2'])).toEqual({ '': [MESSAGE] });
  });
});
