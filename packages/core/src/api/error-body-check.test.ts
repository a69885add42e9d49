import { describe, expect, it } from 'vitest';
import { ErrorBody } from './error-body';
import { readErrorBody } from './error-body-check';

const error = (fields: Record<string, unknown>) => ({ error: { code: 'not_found', message: 'No such simulator.', ...fields } });

const CASES: [string, unknown][] = [
  ['a plain error', error({})],
  ['validation messages', error({ code: 'validation_failed', fields: { name: ['Required.'], 'a.b': [] } })],
  ['a protocol', error({ code: 'unsupported_protocol', protocol: 2 })],
  ['fields and protocol undefined', error({ fields: undefined, protocol: undefined })],
  ['an extra field in the error', error({ retry: true })],
  ['an extra field beside it', { ...error({}), status: 404 }],
  ['an unknown code', error({ code: 'teapot' })],
  ['a code of another type', error({ code: 404 })],
  ['no code', { error: { message: 'x' } }],
  ['no message', { error: { code: 'internal' } }],
  ['a message of another type', error({ message: null })],
  ['fields as a list', error({ fields: [['Required.']] })],
  ['fields null', error({ fields: null })],
  ['a field message that is no list', error({ fields: { name: 'Required.' } })],
  ['a field message list with a number', error({ fields: { name: ['Required.', 3] } })],
  ['a protocol not whole', error({ protocol: 1.5 })],
  ['a protocol as text', error({ protocol: '2' })],
  ['a protocol too large', error({ protocol: 2 ** 53 })],
  ['an error that is a string', { error: 'not_found' }],
  ['an error that is a list', { error: [] }],
  ['no error', {}],
  ['null', null],
  ['a list', []],
  ['text', 'Not Found'],
];

describe('readErrorBody', () => {
  it.each(CASES)('agrees with ErrorBody.safeParse on %s, data and all', (_name, data) => {
    const parsed = ErrorBody.safeParse(data);
    expect(readErrorBody(data)).toStrictEqual(parsed.success ? parsed.data : null);
  });
});
