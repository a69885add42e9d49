import { describe, expect, it } from 'vitest';
import { readBenchmarkStudies, readOrganizationRefs } from '../forms/fields';
import { makeJob } from '../test/job-fixture';
import { messagesOf } from '../test/issues';
import { makeSimulator } from '../test/simulator-fixture';
import { makeTechnology } from '../test/technology-fixture';
import { JobInput } from './job';
import { SimulatorInput } from './simulator-input';
import { TechnologyInput } from './technology-input';

const HOSTILE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'JavaScript:void(0)'];

const simulator = () => {
  const { id: _id, updatedAt: _updatedAt, version: _version, ...input } = makeSimulator();
  return input;
};

/** A stored job as a writer would send it: JobInput also wants a description of at least 10 characters. */
const writtenJob = () => makeJob({ description: 'Build and history-match full-field models.' });

describe('link fields of what writers send', () => {
  it('accepts the fixtures as they are', () => {
    expect(messagesOf(SimulatorInput, simulator())).toEqual({});
    expect(messagesOf(JobInput, writtenJob())).toEqual({});
  });

  it.each(HOSTILE)('a simulator refuses %j in each link field', (url) => {
    expect(
      messagesOf(SimulatorInput, {
        ...simulator(),
        website: url,
        sourceCodeRepository: url,
        licenseUrl: url,
        benchmark_studies: [{ benchmark_name: 'SPE1', publication_or_report_url: url, dataset_url: url, source_url: url }],
      }),
    ).toEqual({
      website: ['Must be a valid URL.'],
      sourceCodeRepository: ['Must be a valid URL.'],
      licenseUrl: ['Must be a valid URL.'],
      'benchmark_studies.0.publication_or_report_url': ['Must be a valid URL.'],
      'benchmark_studies.0.dataset_url': ['Must be a valid URL.'],
      'benchmark_studies.0.source_url': ['Must be a valid URL.'],
    });
  });

  it.each(HOSTILE)('a job refuses %j as its application or source URL', (url) => {
    expect(messagesOf(JobInput, { ...writtenJob(), applicationUrl: url, sourceUrl: url })).toEqual({
      applicationUrl: ['Must be a valid URL.'],
      sourceUrl: ['Must be a valid URL.'],
    });
  });

  it.each(HOSTILE)('a technology refuses %j as its video or logo', (url) => {
    const { id: _id, updatedAt: _updatedAt, version: _version, ...input } = makeTechnology();
    expect(messagesOf(TechnologyInput, { ...input, videoUrl: url, vendorLogo: url })).toEqual({
      videoUrl: ['Must be a valid URL.'],
      vendorLogo: ['Must be a valid URL.'],
    });
  });
});

describe('links read leniently from pasted JSON', () => {
  it.each(HOSTILE)('drops %j from a benchmark study, keeping the study', (url) => {
    expect(
      readBenchmarkStudies([{ benchmark_name: 'SPE1', publication_or_report_url: url, dataset_url: url, source_url: 'https://a.org' }]),
    ).toEqual([
      { benchmark_name: 'SPE1', description: '', publication_or_report_url: null, dataset_url: null, source_url: 'https://a.org' },
    ]);
  });

  it.each(HOSTILE)('drops %j from an organisation, keeping its name', (url) => {
    expect(readOrganizationRefs([{ name: 'SINTEF', url }])).toEqual([{ name: 'SINTEF' }]);
  });
});
