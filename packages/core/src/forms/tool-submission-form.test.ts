import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { LICENSE_TYPES } from './license-types';
import { TOOL_SUBMISSION_FORM_DEFAULTS, ToolSubmissionForm, ToolSubmissionPayload, toolSubmissionPayload } from './tool-submission-form';

const valid = {
  name: 'OPM',
  fullName: 'Open Porous Media',
  shortDescription: 'A black-oil simulator',
  description: 'An open-source reservoir simulator for industrial use.',
  website: 'https://opm-project.org',
  sourceCodeRepository: '',
  licenseType: 'GPL-3.0',
  programmingLanguages: 'C++, Python',
  benchmark_studies: '',
  developerName: 'Ada Lovelace',
  developerEmail: 'ada@example.org',
  developerOrganization: 'Example Lab',
};
const errorsFor = (patch: Record<string, unknown>) => messagesOf(ToolSubmissionForm, { ...valid, ...patch });

describe('ToolSubmissionForm', () => {
  it('accepts a valid form', () => {
    expect(errorsFor({})).toEqual({});
    expect(ToolSubmissionForm.parse(valid).sourceCodeRepository).toBeNull();
  });

  it('lists the licences of product rules §5', () => {
    expect(LICENSE_TYPES).toEqual(['MIT', 'GPL-3.0', 'Apache-2.0', 'BSD-3-Clause', 'Proprietary', 'Other']);
    for (const licenseType of LICENSE_TYPES) expect(errorsFor({ licenseType })).toEqual({});
  });

  it.each([
    ['name', 'O', 'OP', 'Tool name must be at least 2 characters.'],
    ['fullName', 'O', 'OP', 'Full name must be at least 2 characters.'],
    ['shortDescription', 'x'.repeat(9), 'x'.repeat(10), 'Short description must be at least 10 characters.'],
    ['description', 'x'.repeat(29), 'x'.repeat(30), 'Description must be at least 30 characters.'],
    ['developerName', 'A', 'Al', 'Your name must be at least 2 characters.'],
    ['developerOrganization', 'X', 'XY', 'Organization name must be at least 2 characters.'],
    ['programmingLanguages', '', 'C', 'Please enter at least one programming language.'],
  ])('%s: %j fails, %j passes, message verbatim', (field, tooShort, justEnough, message) => {
    expect(errorsFor({ [field]: tooShort })).toEqual({ [field]: [message] });
    expect(errorsFor({ [field]: justEnough })).toEqual({});
  });

  it('caps the short description at 200 characters', () => {
    expect(errorsFor({ shortDescription: 'x'.repeat(200) })).toEqual({});
    expect(errorsFor({ shortDescription: 'x'.repeat(201) })).toEqual({
      shortDescription: ['Short description must not exceed 200 characters.'],
    });
  });

  it('counts characters after trimming', () => {
    expect(errorsFor({ name: ' O ' })).toEqual({ name: ['Tool name must be at least 2 characters.'] });
  });

  it.each(['', 'opm-project.org', 'javascript:alert(1)', 'ftp://example.org'])('rejects website %j', (website) => {
    expect(errorsFor({ website })).toEqual({ website: ['Please enter a valid URL.'] });
  });

  it('accepts a blank source repository but checks a given one', () => {
    expect(errorsFor({ sourceCodeRepository: undefined })).toEqual({});
    expect(errorsFor({ sourceCodeRepository: 'https://github.com/OPM' })).toEqual({});
    expect(errorsFor({ sourceCodeRepository: 'github.com/OPM' })).toEqual({ sourceCodeRepository: ['Please enter a valid URL.'] });
  });

  it.each(['', 'GPL', 'mit', undefined])('rejects licence %j', (licenseType) => {
    expect(errorsFor({ licenseType })).toEqual({ licenseType: ['Please select a license type.'] });
  });

  it.each(['', 'ada', 'ada@'])('rejects developer email %j with the period', (developerEmail) => {
    expect(errorsFor({ developerEmail })).toEqual({ developerEmail: ['Please enter a valid email address.'] });
  });

  it('never fails on the benchmark text', () => {
    expect(errorsFor({ benchmark_studies: '{not json' })).toEqual({});
    expect(errorsFor({ benchmark_studies: undefined })).toEqual({});
  });

  it('reports the empty defaults with every required message', () => {
    expect(Object.keys(messagesOf(ToolSubmissionForm, TOOL_SUBMISSION_FORM_DEFAULTS)).toSorted()).toEqual(
      [
        'description',
        'developerEmail',
        'developerName',
        'developerOrganization',
        'fullName',
        'licenseType',
        'name',
        'programmingLanguages',
        'shortDescription',
        'website',
      ].toSorted(),
    );
  });
});

describe('toolSubmissionPayload', () => {
  it('renames the developer fields, keeps languages as text and parses benchmarks', () => {
    const form = ToolSubmissionForm.parse({
      ...valid,
      benchmark_studies: '[{"benchmark_name":"SPE10","description":"Model 2"}]',
    });
    expect(toolSubmissionPayload(form)).toEqual({
      name: 'OPM',
      fullName: 'Open Porous Media',
      shortDescription: 'A black-oil simulator',
      description: 'An open-source reservoir simulator for industrial use.',
      website: 'https://opm-project.org',
      sourceCodeRepository: null,
      licenseType: 'GPL-3.0',
      programmingLanguages: 'C++, Python',
      benchmark_studies: [
        { benchmark_name: 'SPE10', description: 'Model 2', publication_or_report_url: null, dataset_url: null, source_url: null },
      ],
      submitterName: 'Ada Lovelace',
      submitterEmail: 'ada@example.org',
      submitterOrganization: 'Example Lab',
    });
  });

  it('turns invalid benchmark JSON into an empty list', () => {
    expect(toolSubmissionPayload(ToolSubmissionForm.parse({ ...valid, benchmark_studies: '[{' })).benchmark_studies).toEqual([]);
  });

  it('produces a body the server schema accepts unchanged', () => {
    const payload = toolSubmissionPayload(ToolSubmissionForm.parse(valid));
    expect(ToolSubmissionPayload.parse(payload)).toEqual(payload);
  });
});

describe('ToolSubmissionPayload', () => {
  const body = {
    ...valid,
    developerName: undefined,
    developerEmail: undefined,
    developerOrganization: undefined,
    submitterName: 'Ada',
    submitterEmail: 'ada@example.org',
    submitterOrganization: 'Lab',
  };

  it('applies the form rules under the submitter names', () => {
    expect(messagesOf(ToolSubmissionPayload, { ...body, submitterName: 'A', submitterEmail: 'x', submitterOrganization: '' })).toEqual({
      submitterName: ['Your name must be at least 2 characters.'],
      submitterEmail: ['Please enter a valid email address.'],
      submitterOrganization: ['Organization name must be at least 2 characters.'],
    });
    expect(messagesOf(ToolSubmissionPayload, { ...body, shortDescription: 'x'.repeat(201) })).toEqual({
      shortDescription: ['Short description must not exceed 200 characters.'],
    });
  });

  it('accepts benchmark_studies as JSON text, a list, or nothing, dropping unreadable parts', () => {
    expect(ToolSubmissionPayload.parse({ ...body, benchmark_studies: '[{"benchmark_name":"A"}]' }).benchmark_studies).toHaveLength(1);
    expect(
      ToolSubmissionPayload.parse({ ...body, benchmark_studies: [{ benchmark_name: 'A' }, { nope: 1 }] }).benchmark_studies,
    ).toHaveLength(1);
    expect(ToolSubmissionPayload.parse({ ...body, benchmark_studies: 'garbage' }).benchmark_studies).toEqual([]);
    expect(ToolSubmissionPayload.parse({ ...body, benchmark_studies: undefined }).benchmark_studies).toEqual([]);
  });
});
