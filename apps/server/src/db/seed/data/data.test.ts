import { describe, expect, it } from 'vitest';
import {
  DetailedCapabilities,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  JobFields,
  LOCATION_TYPES,
  LearningResources,
  READINESS_LEVELS,
  SimulatorInput,
  TechnologyInput,
  evidenceParts,
  isWebLink,
} from '@rsd/core';
import { REFERENCE_FACTS_VERIFIED_ON, seedJobs, seedSimulators, seedTechnologies } from './index';

const SeedJobFields = JobFields.omit({ postedAt: true, expiresAt: true });

/** Every string anywhere inside a value, so address checks cannot miss a nested field. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const isExampleHost = (host: string) => /(^|\.)example\.(com|org)$/i.test(host);

/** Hosts of every URL and e-mail address in the value that are not example.com / example.org. */
function foreignHosts(value: unknown): string[] {
  const hosts = stringsIn(value).flatMap((text) => [
    ...[...text.matchAll(/https?:\/\/([^/\s?#:]+)/gi)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/\bwww\.[\w.-]+/gi)].map((m) => m[0]),
  ]);
  return hosts.filter((host) => !isExampleHost(host));
}

describe('seed simulators', () => {
  it('has the 65 reference tools with unique names', () => {
    expect(seedSimulators).toHaveLength(65);
    const names = seedSimulators.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(seedSimulators.map((s) => [s.name, s] as const))('%s parses with the core schemas', (_name, simulator) => {
    expect(() => SimulatorInput.parse(simulator)).not.toThrow();
    expect(typeof simulator.detailedCapabilities).toBe('object');
    expect(typeof simulator.learningResources).toBe('object');
    expect(() => DetailedCapabilities.parse(simulator.detailedCapabilities)).not.toThrow();
    expect(() => LearningResources.parse(simulator.learningResources)).not.toThrow();
  });

  it('keeps short descriptions between 10 and 200 characters', () => {
    const outOfRange = seedSimulators.filter((s) => s.shortDescription.length < 10 || s.shortDescription.length > 200);
    expect(outOfRange.map((s) => s.name)).toEqual([]);
  });

  it('gives every simulator a description, strengths, a website and organizations as objects', () => {
    const incomplete = seedSimulators.filter(
      (s) =>
        s.description.length < 30 ||
        s.strengths.length < 2 ||
        !URL.canParse(s.website) ||
        [...s.organizations, ...s.relevantOrganizations].some((org) => typeof org !== 'object'),
    );
    expect(incomplete.map((s) => s.name)).toEqual([]);
  });

  it('feeds the learning pool: documentation with URLs for every simulator, community channels with URLs where known', () => {
    const lacking = seedSimulators.filter((s) => {
      const resources = LearningResources.parse(s.learningResources);
      const links = [...resources.official_documentation, ...resources.tutorials_examples];
      return (
        resources.official_documentation.length === 0 ||
        links.some((link) => link.title === '' || !/^https?:\/\//.test(link.url)) ||
        resources.community_support_channels.some((channel) => !/^(https?|mailto):/.test(channel.url))
      );
    });
    expect(lacking.map((s) => s.name)).toEqual([]);
    // A tool whose repository names no channel has none rather than an invented one; most do name one.
    const withCommunity = seedSimulators.filter((s) => LearningResources.parse(s.learningResources).community_support_channels.length > 0);
    expect(withCommunity.length).toBeGreaterThanOrEqual(50);
  });

  it("records where every tool's facts were read, and the day they were checked into the seed", () => {
    const unsourced = seedSimulators.filter((s) => s.evidence.length === 0 || s.factsVerifiedOn !== REFERENCE_FACTS_VERIFIED_ON);
    expect(unsourced.map((s) => s.name)).toEqual([]);
  });

  it('gives every evidence entry back whole from its parts, and links each one that names a repository place', () => {
    const faults = seedSimulators.flatMap((s) =>
      s.evidence.flatMap((entry) => {
        const parts = evidenceParts(entry, s.sourceCodeRepository);
        // 'owner/repo@commit:path' and 'owner/repo tag X' always name a place to link to.
        const namesPlace = /^[\w.-]+\/[\w.-]+(@[0-9a-f]{7,40}:| tag )/.test(entry);
        return [
          ...(parts.map((part) => part.text).join('') === entry ? [] : [`${s.name}: not whole: ${entry}`]),
          ...parts.filter((part) => part.href !== null && !isWebLink(part.href)).map((part) => `${s.name}: bad link: ${part.href}`),
          ...(namesPlace && parts[0]?.href == null ? [`${s.name}: not linked: ${entry}`] : []),
        ];
      }),
    );
    expect(faults).toEqual([]);
  });

  it('fills the capability tabs for most simulators', () => {
    const capabilities = seedSimulators.map((s) => DetailedCapabilities.parse(s.detailedCapabilities));
    const withPhysics = capabilities.filter((c) => c.physics_and_models.length > 0).length;
    const withFormats = capabilities.filter((c) => c.interoperability.supported_input_formats.length > 0).length;
    expect(withPhysics).toBeGreaterThanOrEqual(15);
    expect(withFormats).toBeGreaterThanOrEqual(20);
  });

  it('lists benchmark studies only with a name and a source', () => {
    const studies = seedSimulators.flatMap((s) => s.benchmark_studies);
    expect(studies.length).toBeGreaterThan(0);
    for (const study of studies) {
      expect(study.benchmark_name).not.toBe('');
      expect(study.source_url).toMatch(/^https:\/\//);
    }
  });
});

describe('seed technologies', () => {
  it('has at least 12 technologies that parse with the core schema', () => {
    expect(seedTechnologies.length).toBeGreaterThanOrEqual(12);
    const invalid = seedTechnologies.filter((t) => !TechnologyInput.safeParse(t).success);
    expect(invalid.map((t) => t.name)).toEqual([]);
  });

  it('covers all five readiness levels and uses only known ones', () => {
    const levels = new Set(seedTechnologies.map((t) => t.readinessLevel));
    expect([...levels].toSorted()).toEqual([...READINESS_LEVELS].toSorted());
  });

  it('marks every row as sample data and uses snake_case categories', () => {
    const offenders = seedTechnologies.filter((t) => !/sample data/i.test(t.source ?? '') || !/^[a-z]+(_[a-z]+)*$/.test(t.category));
    expect(offenders.map((t) => t.name)).toEqual([]);
    expect(new Set(seedTechnologies.map((t) => t.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps deployment data consistent', () => {
    const inconsistent = seedTechnologies.filter(
      (t) => t.deploymentCount !== t.deployedCompanies.length || t.deployedYears.length > t.deployedCompanies.length,
    );
    expect(inconsistent.map((t) => t.name)).toEqual([]);
    expect(seedTechnologies.some((t) => t.deployedYears.length < t.deployedCompanies.length)).toBe(true);
  });

  it('has specifications as objects, one as JSON text of an object and one missing', () => {
    const texts = seedTechnologies.filter((t) => typeof t.specifications === 'string');
    expect(texts).toHaveLength(1);
    const parsed: unknown = JSON.parse(texts[0]?.specifications as string);
    expect(parsed).toBeTypeOf('object');
    expect(seedTechnologies.filter((t) => t.specifications === null)).toHaveLength(1);
  });

  it('uses only example.com / example.org addresses', () => {
    expect(foreignHosts(seedTechnologies)).toEqual([]);
  });
});

describe('seed jobs', () => {
  it('has at least 14 jobs that parse with the core schema (dates aside)', () => {
    expect(seedJobs.length).toBeGreaterThanOrEqual(14);
    const invalid = seedJobs.filter(
      ({ postedDaysAgo, expiresInDays, ...job }) =>
        !SeedJobFields.safeParse(job).success ||
        !Number.isInteger(postedDaysAgo) ||
        postedDaysAgo < 0 ||
        postedDaysAgo > 60 ||
        (expiresInDays !== null && !Number.isInteger(expiresInDays)),
    );
    expect(invalid.map((j) => j.title)).toEqual([]);
  });

  it('covers every location type, job type and experience level', () => {
    expect(new Set(seedJobs.map((j) => j.locationType))).toEqual(new Set(LOCATION_TYPES));
    expect(new Set(seedJobs.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(seedJobs.map((j) => j.experienceLevel))).toEqual(new Set(EXPERIENCE_LEVELS));
  });

  it('has exactly one expired job, posted before it expired', () => {
    const expired = seedJobs.filter((j) => j.expiresInDays !== null && j.expiresInDays < 0);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.postedDaysAgo).toBeGreaterThan(-(expired[0]?.expiresInDays ?? 0));
  });

  it('covers every salary shape and more than one currency', () => {
    expect(seedJobs.some((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true);
    expect(seedJobs.some((j) => j.salaryMin !== null && j.salaryMax === null)).toBe(true);
    expect(seedJobs.some((j) => j.salaryMin === null && j.salaryMax !== null)).toBe(true);
    expect(seedJobs.some((j) => j.salaryCurrency === 'EUR')).toBe(true);
    const inverted = seedJobs.filter((j) => j.salaryMin !== null && j.salaryMax !== null && j.salaryMin > j.salaryMax);
    expect(inverted.map((j) => j.title)).toEqual([]);
  });

  it('has featured jobs and a job with more than five tags', () => {
    expect(seedJobs.filter((j) => j.isFeatured).length).toBeGreaterThanOrEqual(2);
    expect(seedJobs.some((j) => j.tags.length > 5)).toBe(true);
  });

  it('marks every job as sample data with newline-separated lists', () => {
    const offenders = seedJobs.filter(
      (j) => !/sample data/i.test(j.source ?? '') || j.requirements.split('\n').length < 2 || j.responsibilities.split('\n').length < 2,
    );
    expect(offenders.map((j) => j.title)).toEqual([]);
  });

  it('uses only example.com / example.org addresses', () => {
    expect(foreignHosts(seedJobs)).toEqual([]);
  });
});

describe('address check', () => {
  it('flags a real domain in a URL or e-mail address', () => {
    expect(foreignHosts({ a: ['https://example.com/x', 'me@example.org'] })).toEqual([]);
    expect(foreignHosts({ a: ['https://evil.com/x', 'someone@corp.net', 'www.real.org'] })).toEqual([
      'evil.com',
      'corp.net',
      'www.real.org',
    ]);
  });
});
