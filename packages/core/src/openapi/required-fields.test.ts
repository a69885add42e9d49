import { describe, expect, it } from 'vitest';
import { CONTRACT, ENDPOINT_NAMES, type EndpointName } from '../api/contract';
import type { Endpoint } from '../api/endpoint';
import { makeJob } from '../test/job-fixture';
import { makeSimulator } from '../test/simulator-fixture';
import { makeTechnology } from '../test/technology-fixture';
import { openApiDocument, openApiPath } from './openapi-document';

type Body = Record<string, unknown>;

const withoutRowFields = ({ id: _id, updatedAt: _updatedAt, version: _version, repository: _repository, ...input }: Body): Body => input;
const simulator = withoutRowFields(makeSimulator({ licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html' }));
const technology = withoutRowFields(makeTechnology());
const {
  id: _jobId,
  version: _jobVersion,
  updatedAt: _jobUpdatedAt,
  ...job
} = makeJob({ description: 'A description of the job.' }) as Body;
const user = { username: 'ada', email: 'ada@example.org', role: 'editor', isActive: true, password: 'a long enough password' };

/** A body every write accepts, with every field it knows set. */
const VALID_BODIES: Record<EndpointName, Body | undefined> = Object.fromEntries(ENDPOINT_NAMES.map((name) => [name, undefined])) as Record<
  EndpointName,
  Body | undefined
>;
Object.assign(VALID_BODIES, {
  subscribe: { email: 'ada@example.org', name: 'Ada', company: 'SINTEF', source: 'hero-section' },
  confirmSubscription: { token: 'eyJwIjoiY29uZmlybSJ9.c2lnbmF0dXJl' },
  unsubscribe: { token: 'eyJwIjoidW5zdWJzY3JpYmUifQ.c2lnbmF0dXJl' },
  submitTool: {
    name: 'New Tool',
    fullName: 'A New Tool',
    shortDescription: 'A short description of it.',
    description: 'A longer description of the new tool, thirty characters at least.',
    website: 'https://example.org',
    sourceCodeRepository: 'https://example.org/code',
    licenseType: 'MIT',
    programmingLanguages: 'C++, Python',
    benchmark_studies: '[]',
    submitterName: 'Ada',
    submitterEmail: 'ada@example.org',
    submitterOrganization: 'SINTEF',
  },
  reportError: {
    simulatorId: 1,
    errorType: 'outdated',
    description: 'The latest release is wrong.',
    correction: '2024.10',
    reporterName: 'Ada',
    reporterEmail: 'ada@example.org',
    reporterOrganization: 'SINTEF',
  },
  createSimulator: simulator,
  updateSimulator: { ...simulator, expectedVersion: 1 },
  createJob: job,
  updateJob: { ...job, expectedVersion: 1 },
  createTechnology: technology,
  updateTechnology: { ...technology, expectedVersion: 1 },
  login: { username: 'ada', password: 'a password' },
  updateErrorReportStatus: { resolved: true, adminNotes: 'Done.' },
  decideSubmission: { status: 'approved', adminNotes: 'Added.' },
  createUser: user,
  updateUser: { ...user, expectedVersion: 1 },
  setUserStatus: { isActive: false },
  setHarvesting: { enabled: true, reason: 'The mirror is gone.' },
  useHarvestedRelease: { expectedVersion: 1 },
});

/** The entry as the common shape, whose body is optional. */
const entryOf = (name: EndpointName): Endpoint => CONTRACT[name];

const document = openApiDocument({ version: 'test', sessionCookie: 'session' });
const writes = ENDPOINT_NAMES.filter((name) => entryOf(name).body !== undefined);

/** The request body's JSON schema as the served document describes it. */
function documentedBody(name: EndpointName): { properties: string[]; required: string[] } {
  const entry = entryOf(name);
  const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
  const schema = operation?.requestBody?.content['application/json'].schema as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return { properties: Object.keys(schema?.properties ?? {}), required: schema?.required ?? [] };
}

describe('what the OpenAPI document calls required is what the API refuses to go without', () => {
  it('has a valid body for every write of the contract', () => {
    for (const name of writes)
      expect({ name, error: entryOf(name).body!.safeParse(VALID_BODIES[name]).error }).toEqual({ name, error: undefined });
  });

  it.each(writes)('%s: each documented field may be left out exactly when it is not required', (name) => {
    const body = VALID_BODIES[name]!;
    const { properties, required } = documentedBody(name);
    expect(properties.toSorted()).toEqual(Object.keys(body).toSorted());
    for (const field of properties) {
      const { [field]: _left, ...without } = body;
      const accepted = entryOf(name).body!.safeParse(without).success;
      expect({ field, accepted }).toEqual({ field, accepted: !required.includes(field) });
    }
  });
});

describe('an admin create or edit that leaves out what the admin form treats as optional', () => {
  it("reads a simulator's left-out fields as nulls and empty lists, and takes the edit too", () => {
    const minimal = {
      name: 'Tiny',
      fullName: 'Tiny Simulator',
      shortDescription: 'Short text.',
      description: 'Longer text.',
      website: 'https://example.org',
      developmentStatus: 'Beta',
    };
    expect(CONTRACT.createSimulator.body!.parse(minimal)).toEqual({
      ...minimal,
      sourceCodeRepository: null,
      licenseType: null,
      licenseUrl: null,
      programmingLanguages: [],
      applicationAreas: [],
      keyFeatures: [],
      strengths: [],
      lastReleaseVersion: null,
      lastReleaseDate: null,
      organizations: [],
      relevantOrganizations: [],
      benchmark_studies: [],
      detailedCapabilities: null,
      learningResources: null,
      evidence: [],
      factsVerifiedOn: null,
    });
    expect(CONTRACT.updateSimulator.body!.safeParse({ ...minimal, expectedVersion: 3 }).success).toBe(true);
  });

  it("reads a technology's and a job's left-out fields as nulls, empty texts and empty lists", () => {
    const tech = CONTRACT.createTechnology.body!.parse({
      name: 'Tiny',
      vendorName: 'Vendor',
      overview: 'An overview.',
      readinessLevel: 'research',
      deploymentCount: 0,
      costImpact: 1,
      productionImpact: 2,
      timeImpact: 3,
      category: 'reservoir_simulation',
    });
    expect(tech).toMatchObject({
      shortName: null,
      vendorLogo: null,
      challenge: '',
      benefits: '',
      specifications: null,
      deployedCompanies: [],
      deployedYears: [],
      subcategory: null,
      contactEmail: null,
    });
    const posted = CONTRACT.createJob.body!.parse({
      title: 'Engineer',
      company: 'Co',
      location: 'Oslo',
      locationType: 'remote',
      jobType: 'full-time',
      experienceLevel: 'senior',
      postedAt: '2026-01-01T00:00:00.000Z',
      description: 'A description of the job.',
    });
    expect(posted).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      tags: [],
      isFeatured: false,
      requirements: '',
      responsibilities: '',
      expiresAt: null,
      applicationUrl: null,
    });
  });
});
