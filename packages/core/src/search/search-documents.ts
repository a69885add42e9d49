import { capabilityTerm } from '../capabilities/terms';
import type { LearningResource } from '../learning/learning-resource';
import { normalizeCapabilities } from '../normalize/capabilities';
import { organizationName } from '../normalize/organizations';
import type { Job } from '../schemas/job';
import type { Simulator } from '../schemas/simulator';
import type { Technology } from '../schemas/technology';

/** What the global search finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['simulator', 'technology', 'job', 'learning'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The fields every kind of record is indexed under, so one query scores all kinds alike. Each kind maps its own
 * fields onto them (see the builders below); SEARCH_FIELD_BOOSTS weighs them.
 */
export const SEARCH_FIELDS = ['name', 'alias', 'summary', 'tags', 'organisations', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** One record as the index holds it: its key is kind and id together, since ids repeat across tables. */
export interface SearchDocument extends Record<SearchField, string> {
  key: string;
  kind: SearchKind;
  /** The record's own id: a number for the tables' rows, the learning pool's text id for a learning resource. */
  ref: number | string;
  /** What a result row shows: the record's name and one line under it. */
  title: string;
  subtitle: string;
  /** A learning resource's link; '' for the other kinds, which open their own page. */
  url: string;
}

export const searchKey = (kind: SearchKind, ref: number | string): string => `${kind}:${ref}`;

/** The simulator fields the search reads: the whole record's, not the listing's, so descriptions are found too. */
export type SearchableSimulator = Pick<
  Simulator,
  | 'id'
  | 'name'
  | 'fullName'
  | 'shortDescription'
  | 'description'
  | 'keyFeatures'
  | 'applicationAreas'
  | 'strengths'
  | 'programmingLanguages'
  | 'organizations'
  | 'relevantOrganizations'
  | 'detailedCapabilities'
  | 'capabilities'
>;

/** A tool's capability terms are found by their vocabulary labels; a term this build does not know adds nothing. */
const capabilityLabels = (sim: SearchableSimulator): string[] => sim.capabilities.flatMap(({ term }) => capabilityTerm(term)?.label ?? []);

const joined = (parts: readonly (string | null | undefined)[]): string => parts.filter((part) => part && part.trim() !== '').join('\n');

export const simulatorDocument = (sim: SearchableSimulator): SearchDocument => {
  const capabilities = normalizeCapabilities(sim.detailedCapabilities);
  const organisations = [...sim.organizations, ...sim.relevantOrganizations].map(organizationName);
  return {
    key: searchKey('simulator', sim.id),
    kind: 'simulator',
    ref: sim.id,
    title: sim.name,
    subtitle: sim.fullName || sim.shortDescription,
    url: '',
    name: sim.name,
    alias: sim.fullName,
    summary: sim.shortDescription,
    tags: joined([
      ...sim.keyFeatures,
      ...sim.applicationAreas,
      ...sim.programmingLanguages,
      ...capabilities.physics.map((physics) => physics.name),
      ...capabilities.numericalMethods.map((method) => method.type),
      ...capabilityLabels(sim),
    ]),
    // The same organisation is often both developer and relevant organisation: once is enough for its score.
    organisations: joined([...new Set(organisations)]),
    body: joined([
      sim.description,
      ...sim.strengths,
      ...capabilities.physics.map((physics) => physics.description),
      ...capabilities.numericalMethods.flatMap((method) => method.methods),
    ]),
  };
};

export const technologyDocument = (tech: Technology): SearchDocument => ({
  key: searchKey('technology', tech.id),
  kind: 'technology',
  ref: tech.id,
  title: tech.name,
  subtitle: tech.vendorName,
  url: '',
  name: tech.name,
  alias: tech.shortName ?? '',
  summary: tech.overview,
  // Categories are stored as snake_case ('reservoir_simulation'): split so each word is a term.
  tags: joined([tech.category, tech.subcategory].map((text) => (text ?? '').replaceAll('_', ' '))),
  organisations: joined([tech.vendorName, ...tech.deployedCompanies]),
  body: joined([tech.challenge, tech.solution, tech.benefits, tech.limitations]),
});

export const jobDocument = (job: Job): SearchDocument => ({
  key: searchKey('job', job.id),
  kind: 'job',
  ref: job.id,
  title: job.title,
  subtitle: joined([job.company, job.location]).replace('\n', ' · '),
  url: '',
  name: job.title,
  alias: '',
  summary: joined([job.location, job.locationType, job.jobType, job.experienceLevel]),
  tags: joined(job.tags),
  organisations: job.company,
  body: joined([job.description, job.requirements, job.responsibilities]),
});

/** A learning-pool resource (deriveLearningResources): found by its text and by the tools that list it. */
export const learningDocument = (resource: LearningResource): SearchDocument => ({
  key: searchKey('learning', resource.id),
  kind: 'learning',
  ref: resource.id,
  title: resource.title,
  subtitle: resource.source,
  url: resource.url,
  name: resource.title,
  alias: '',
  summary: '',
  // Not its type: 'documentation' or 'community' is a word thousands of resources share, which costs every query
  // that starts like it ('com', 'doc') a scan of them all and ranks none.
  tags: '',
  organisations: joined(resource.simulators.map((sim) => sim.name)),
  // Read with the long texts: there are several resources a tool, and their descriptions would otherwise weigh
  // on every query as much as the tools' own summaries (see searchFieldPlan).
  body: resource.description,
});
