import { describe, expect, it } from 'vitest';
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE } from './storable-text';
import { JSON_DEPTH_MESSAGE, JSON_MAX_DEPTH, jsonFault } from './storable-json';

/** `depth` levels of objects (or lists) around 1, built without recursion. */
const nested = (depth: number, shape: 'object' | 'list' = 'object'): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = shape === 'object' ? { a: value } : [value];
  return value;
};

describe('jsonFault', () => {
  it.each([
    ['null', null],
    ['text', 'Manual 🛢 <b>"quoted"</b>\n\ttabbed'],
    ['a blob as stored', { official_documentation: [{ title: 'Manual', url: 'https://opm-project.org/manual' }], count: 3, ok: true }],
    ['a list of names and records', ['SINTEF', { name: 'Equinor', role: 'Sponsor' }]],
    [`objects ${JSON_MAX_DEPTH} deep`, nested(JSON_MAX_DEPTH)],
    [`lists ${JSON_MAX_DEPTH} deep`, nested(JSON_MAX_DEPTH, 'list')],
  ])('finds nothing wrong with %s', (_what, value) => {
    expect(jsonFault(value)).toBeUndefined();
  });

  it.each([
    ['NUL in text', 'a\u0000b', CONTROL_CHARACTER_MESSAGE],
    ['NUL in a value deep inside', { a: [{ b: ['fine', 'x\u0000'] }] }, CONTROL_CHARACTER_MESSAGE],
    ['NUL in a key', { 'a\u0000': 1 }, CONTROL_CHARACTER_MESSAGE],
    ['a lone surrogate in a key', { a: { '\ud800': 'x' } }, BROKEN_CHARACTER_MESSAGE],
    ['a lone surrogate in a list', ['\udc00'], BROKEN_CHARACTER_MESSAGE],
  ])('refuses %s', (_what, value, message) => {
    expect(jsonFault(value)).toBe(message);
  });

  it.each([JSON_MAX_DEPTH + 1, 5_000, 1_000_000])('refuses objects and lists %i deep, without overflowing the stack', (depth) => {
    expect(jsonFault(nested(depth))).toBe(JSON_DEPTH_MESSAGE);
    expect(jsonFault(nested(depth, 'list'))).toBe(JSON_DEPTH_MESSAGE);
  });

  it('counts an empty list or object as a level too', () => {
    expect(jsonFault({ a: nested(JSON_MAX_DEPTH - 1, 'list') })).toBeUndefined();
    let deep: unknown = {};
    for (let level = 0; level < JSON_MAX_DEPTH; level += 1) deep = [deep];
    expect(jsonFault(deep)).toBe(JSON_DEPTH_MESSAGE);
  });
});
