import { describe, expect, it } from 'vitest';
import { ErrorReportPayload } from './error-report-form';
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, isStorableText, textFault } from './storable-text';
import { SubscriptionForm } from './subscription-form';
import { ToolSubmissionForm, ToolSubmissionPayload } from './tool-submission-form';

const tool = {
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  shortDescription: 'A black-oil reservoir simulator.',
  description: 'A reservoir simulator for black-oil and compositional models.',
  website: 'https://opm-project.org',
  licenseType: 'GPL-3.0',
  programmingLanguages: 'C++',
  submitterName: 'Ada',
  submitterEmail: 'ada@example.org',
  submitterOrganization: 'SINTEF',
};

describe('textFault', () => {
  it.each([
    ['plain text', 'Reservoir simulator'],
    ['tab and line breaks', 'a\tb\nc\r\nd'],
    ['astral characters', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️ 𠜎'],
    ['combining characters', 'e\u0301 a\u0308 Z\u0351\u0352'],
    ['HTML and quotes', `<script>alert("x")</script> it's & "quoted"`],
    ['right-to-left and zero-width', 'שלום\u200b\u200dمرحبا'],
    ['non-characters and C1 text', '\ufffe\u0085'],
    ['empty', ''],
  ])('accepts %s', (_what, value) => {
    expect(textFault(value)).toBeUndefined();
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', '\u0007'],
    ['an escape', 'x\u001b[31m'],
    ['a vertical tab inside', 'a\u000bb'],
    ['DEL', 'a\u007f'],
  ])('refuses %s as a control character', (_what, value) => {
    expect(textFault(value)).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it.each([
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone high surrogate at the end', 'a\ud83d'],
    ['a lone low surrogate', '\ude00a'],
    ['a swapped pair', '\ude00\ud83d'],
  ])('refuses %s as a broken character', (_what, value) => {
    expect(textFault(value)).toBe(BROKEN_CHARACTER_MESSAGE);
  });
});

describe('the forms and payloads refuse such text with a field message', () => {
  it.each([
    ['text()', { ...tool, description: `${'x'.repeat(40)}\u0000` }, 'description'],
    ['a short description', { ...tool, shortDescription: 'A simulator\u0000 of flow' }, 'shortDescription'],
    ['a link', { ...tool, website: 'https://opm-project.org/\u0000' }, 'website'],
    ['an optional link', { ...tool, sourceCodeRepository: 'https://github.com/\u0000' }, 'sourceCodeRepository'],
    ['a benchmark study read from JSON text', { ...tool, benchmark_studies: '[{"benchmark_name":"SPE\\u0000"}]' }, 'benchmark_studies'],
    ['a broken benchmark study', { ...tool, benchmark_studies: [{ benchmark_name: 'SPE', description: '\ud800' }] }, 'benchmark_studies'],
  ])('a tool submission with NUL or a broken character in %s', (_what, body, field) => {
    const result = ToolSubmissionPayload.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('the tool form refuses NUL in its benchmark text', () => {
    const form = {
      ...tool,
      benchmark_studies: '[\u0000]',
      developerName: 'Ada',
      developerEmail: 'ada@example.org',
      developerOrganization: 'SINTEF',
    };
    expect(ToolSubmissionForm.safeParse(form).error?.issues).toMatchObject([
      { path: ['benchmark_studies'], message: CONTROL_CHARACTER_MESSAGE },
    ]);
  });

  it.each([
    ['name', { email: 'a@example.org', name: 'Ada\u0000' }],
    ['company', { email: 'a@example.org', company: '\u0001' }],
    ['source', { email: 'a@example.org', source: 'hero\u0000' }],
  ])('a subscription with NUL in its %s', (field, body) => {
    expect(SubscriptionForm.safeParse(body).error?.issues).toMatchObject([{ path: [field], message: CONTROL_CHARACTER_MESSAGE }]);
  });

  it('an error report with NUL in its description or correction', () => {
    const report = {
      description: 'The licence\u0000 is wrong.',
      correction: 'x\u0000',
      reporterName: 'Ada',
      reporterEmail: 'a@example.org',
    };
    expect(ErrorReportPayload.safeParse(report).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['description', CONTROL_CHARACTER_MESSAGE],
      ['correction', CONTROL_CHARACTER_MESSAGE],
    ]);
  });

  it('keeps odd but storable text exactly as typed (inner spaces and all)', () => {
    const description = 'Ünïcödé 🛢️ e\u0301 <b>bold</b> "q" \'s\'\n\tend';
    expect(ErrorReportPayload.parse({ description, reporterName: 'Ada', reporterEmail: 'a@example.org' }).description).toBe(description);
  });
});
