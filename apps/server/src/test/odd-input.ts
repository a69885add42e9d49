import { ErrorBody } from '@rsd/core';
import * as fc from 'fast-check';
import { expect } from 'vitest';

/** The characters that break naive storage and rendering, mixed into generated strings. */
export const trickyChar = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\u0301',
  '\u202e',
  '\ufeff',
  '🛢',
  '<',
  '"',
  "'",
  '\\',
  '\n',
  '\t',
  ' ',
  'a',
  'é',
);

export const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: trickyChar, maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'general',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    '3000000000',
    'javascript:alert(1)',
    'https://x',
    '[',
    '[{"benchmark_name":"\\u0000"}]',
    'x'.repeat(20_001),
  ),
);

export const oddValue = fc.oneof(
  oddString,
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0),
);

const splice = (text: string, at: number, odd: string) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + odd + text.slice(index);
};

/** Where a string sits inside a value: the list indexes and object keys down to it, and whether it is the last key itself. */
interface Place {
  path: (string | number)[];
  isKey: boolean;
}

/** Every string inside a value (list entries, object values and keys): the places odd text reaches storage. */
function stringPlaces(value: unknown, path: (string | number)[] = []): Place[] {
  if (typeof value === 'string') return [{ path, isKey: false }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringPlaces(entry, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => [{ path: [...path, key], isKey: true }, ...stringPlaces(entry, [...path, key])]);
}

/** `value` with `odd` spliced into the string at `place`, copying what it changes. */
function spliceAt(value: unknown, { path, isKey }: Place, at: number, odd: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return typeof value === 'string' ? splice(value, at, odd) : value;
  const inner = (entry: unknown) => spliceAt(entry, { path: rest, isKey }, at, odd);
  if (Array.isArray(value)) return value.map((entry, index) => (index === step ? inner(entry) : entry));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key !== step) return [key, entry];
      return isKey && rest.length === 0 ? [splice(key, at, odd), entry] : [key, inner(entry)];
    }),
  );
}

/**
 * Odd text spliced into a valid value: into a string, into one string inside a list or object (so a list or a JSON
 * blob keeps its type and reaches storage), or into the text of any other value.
 */
const splicedInto = (original: unknown) => {
  const places = stringPlaces(original);
  const odd = fc.tuple(fc.nat(), fc.string({ unit: trickyChar, minLength: 1, maxLength: 8 }));
  if (places.length === 0) return odd.map(([at, text]) => splice(String(original), at, text));
  return fc.tuple(fc.constantFrom(...places), odd).map(([place, [at, text]]) => spliceAt(original, place, at, text));
};

/** A field's valid value with odd text spliced in, or any odd value: most keep the body valid but for this. */
export const mutated = (original: unknown) => fc.oneof({ arbitrary: splicedInto(original), weight: 3 }, { arbitrary: oddValue, weight: 1 });

/** A valid body with a field perhaps dropped and one to three replaced (or added, for names it does not know). */
export const nearValid = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  const change = fc
    .constantFrom(...keys, 'extra', '__proto__', 'constructor')
    .chain((key) => fc.tuple(fc.constant(key), mutated(valid[key] ?? '')));
  return fc
    .record({ drop: fc.subarray(keys, { maxLength: 1 }), set: fc.array(change, { minLength: 1, maxLength: 3 }) })
    .map(({ drop, set }) => ({
      ...Object.fromEntries(Object.entries(valid).filter(([key]) => !drop.includes(key))),
      ...Object.fromEntries(set),
    }));
};

/** A body sent as this text exactly: not JSON, or JSON that JSON.stringify cannot write. */
export interface RawBody {
  rawText: string;
}

const isRawBody = (body: unknown): body is RawBody => typeof body === 'object' && body !== null && 'rawText' in body;

/** The text to send for a generated body. */
export const bodyText = (body: unknown): string => (isRawBody(body) ? body.rawText : JSON.stringify(body));

/** Any JSON value, or text that is not JSON at all. */
export const anyBody = fc.oneof(
  fc.jsonValue({ stringUnit: 'binary' }),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text): RawBody => ({ rawText: text })),
);

/**
 * JSON text of objects (or lists) nested `depth` deep. Written as text: JSON.stringify overflows its stack a few
 * thousand levels down, which is the point.
 */
export const nestedJson = (depth: number, shape: 'object' | 'list'): string =>
  shape === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A valid body with one field (or a field it does not know) set to JSON nested past any sane depth, up to 100,000 deep. */
export const deeplyNested = (valid: Record<string, unknown>) =>
  fc
    .record({
      key: fc.constantFrom(...Object.keys(valid), 'extra'),
      depth: fc.constantFrom(33, 5_000, 100_000),
      shape: fc.constantFrom('object' as const, 'list' as const),
    })
    .map(({ key, depth, shape }): RawBody => {
      const fields = Object.entries({ ...valid, [key]: null }).map(
        ([name, value]) => `${JSON.stringify(name)}:${name === key ? nestedJson(depth, shape) : JSON.stringify(value)}`,
      );
      return { rawText: `{${fields.join(',')}}` };
    });

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The request in a failure's message, cut short: a body nested 100,000 deep would bury the answer. */
const described = (answer: { status: number; text: string }, request: unknown) =>
  `${answer.status} ${answer.text} for ${JSON.stringify(request).slice(0, 2_000)}`;

/** Below 500, and a failure in the one error shape (checkResponses already makes a success off-contract a 500). */
export function expectNoServerError(answer: { status: number; text: string }, request: unknown): void {
  // The failure message carries the answer and the request, which fast-check then shrinks.
  expect(answer.status < 500 ? 'below 500' : described(answer, request)).toBe('below 500');
  expect(answer.status < 400 || ErrorBody.safeParse(readJson(answer.text)).success ? 'in shape' : described(answer, request)).toBe(
    'in shape',
  );
}
