import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorReportStatusChange, SubmissionDecision } from '../admin/review-notes';
import { LoginForm } from '../forms/login-form';
import { JSON_DEPTH_MESSAGE, JSON_MAX_DEPTH } from '../forms/storable-json';
import { CONTROL_CHARACTER_MESSAGE } from '../forms/storable-text';
import { PG_INTEGER_MAX } from '../shared/pg-integer';
import { makeJob } from '../test/job-fixture';
import { makeSimulator } from '../test/simulator-fixture';
import { makeTechnology } from '../test/technology-fixture';
import { messagesOf } from '../test/issues';
import { JobInput } from './job';
import { SimulatorInput } from './simulator-input';
import { TechnologyInput } from './technology-input';

const {
  id: _s,
  updatedAt: _su,
  version: _sv,
  ...simulator
} = makeSimulator({
  strengths: ['Open source'],
  organizations: ['SINTEF', { name: 'Equinor', role: 'Sponsor' }],
  benchmark_studies: [
    { benchmark_name: 'SPE1', description: 'Gas injection', publication_or_report_url: null, dataset_url: null, source_url: null },
  ],
  detailedCapabilities: { physics_and_models: [{ capability_name: 'Black-oil', description: 'Three phases' }] },
  learningResources: '{"official_documentation":[]}',
});
const {
  id: _t,
  updatedAt: _tu,
  version: _tv,
  ...technology
} = makeTechnology({
  challenge: 'Zonal flow',
  deployedCompanies: ['Example Energy'],
  deployedYears: [2021, '2023'],
  specifications: { 'Sampling rate': '10 kHz' },
  subcategory: 'fibre',
  contactName: 'Sample Contact',
});
const {
  id: _j,
  updatedAt: _ju,
  version: _jv,
  ...job
} = makeJob({ tags: ['simulation'], description: 'Build and history-match models.', requirements: 'BSc' });

/** Copies of `value` with NUL put into each string inside it, one at a time: list entries, object values and keys. */
function withNul(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}\u0000`];
  if (Array.isArray(value)) return value.flatMap((entry, i) => withNul(entry).map((odd) => value.with(i, odd)));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => [
    { ...value, [`${key}\u0000`]: entry },
    ...withNul(entry).map((odd) => ({ ...value, [key]: odd })),
  ]);
}

/** `depth` levels of objects around a string, built without recursion. */
const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe.each([
  ['SimulatorInput', SimulatorInput, simulator],
  ['TechnologyInput', TechnologyInput, technology],
  ['JobInput', JobInput, job],
] as const)('%s', (_name, schema: z.ZodType, valid: Record<string, unknown>) => {
  it('takes the valid input', () => {
    expect(messagesOf(schema, valid)).toEqual({});
  });

  // A key a record does not read is dropped, not stored: what passes must simply hold no NUL.
  const cases = Object.entries(valid).flatMap(([field, value]) => withNul(value).map((odd) => [field, odd] as const));
  it.each(cases)('refuses NUL in %s (%j) on that field, or drops it', (field, odd) => {
    const result = schema.safeParse({ ...valid, [field]: odd });
    const verdict = result.success
      ? JSON.stringify(result.data).includes('\\u0000')
        ? 'let through'
        : 'dropped'
      : result.error.issues.every((issue) => issue.path[0] === field)
        ? 'refused on the field'
        : 'refused elsewhere';
    expect(['dropped', 'refused on the field']).toContain(verdict);
  });
});

describe('JSON blobs', () => {
  it(`take ${JSON_MAX_DEPTH} levels and refuse one more, 5,000 or 100,000 with the depth in the message`, () => {
    expect(messagesOf(SimulatorInput, { ...simulator, detailedCapabilities: nested(JSON_MAX_DEPTH) })).toEqual({});
    for (const depth of [JSON_MAX_DEPTH + 1, 5_000, 100_000]) {
      expect(messagesOf(SimulatorInput, { ...simulator, learningResources: nested(depth) })).toEqual({
        learningResources: [JSON_DEPTH_MESSAGE],
      });
      expect(messagesOf(TechnologyInput, { ...technology, specifications: nested(depth) })).toEqual({
        specifications: [JSON_DEPTH_MESSAGE],
      });
    }
  });

  it('refuse NUL in the text form of a blob too', () => {
    expect(messagesOf(SimulatorInput, { ...simulator, learningResources: '{"a":1}\u0000' })).toEqual({
      learningResources: [CONTROL_CHARACTER_MESSAGE],
    });
  });
});

describe('numbers stored as integers', () => {
  it.each([PG_INTEGER_MAX + 1, 1e12])('refuse a deployment count of %d, past the column', (deploymentCount) => {
    expect(Object.keys(messagesOf(TechnologyInput, { ...technology, deploymentCount }))).toEqual(['deploymentCount']);
  });

  it('take the largest the column holds', () => {
    expect(messagesOf(TechnologyInput, { ...technology, deploymentCount: PG_INTEGER_MAX })).toEqual({});
  });
});

describe('the other admin texts', () => {
  it.each([
    ['a report’s admin notes', ErrorReportStatusChange, { resolved: true, adminNotes: 'Done\u0000' }, 'adminNotes'],
    ['a decision’s admin notes', SubmissionDecision, { status: 'rejected', adminNotes: '\u0000' }, 'adminNotes'],
    ['a sign-in’s username', LoginForm, { username: 'root\u0000', password: 'secret' }, 'username'],
  ] as const)('refuse NUL in %s', (_what, schema: z.ZodType, input, field) => {
    expect(messagesOf(schema, input)).toEqual({ [field]: [CONTROL_CHARACTER_MESSAGE] });
  });
});
