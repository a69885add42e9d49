import { isWebLink } from '../links/web-link';
import { normalizeCapabilities } from '../normalize/capabilities';
import { parseLearningResourcesStrict } from '../normalize/learning-resources';
import { normalizeOrganizations } from '../normalize/organizations';
import type { SimulatorInput } from '../schemas/simulator-input';
import { isPlainObject, readJsonish } from '../shared/read';

/**
 * What the completeness rule reads: fields a writer supplies, so the server can score a write before storing it,
 * and a stored Simulator (which has them all) can be scored in the admin screens.
 */
export type CompletenessSubject = Pick<
  SimulatorInput,
  | 'description'
  | 'website'
  | 'sourceCodeRepository'
  | 'licenseType'
  | 'licenseUrl'
  | 'programmingLanguages'
  | 'applicationAreas'
  | 'keyFeatures'
  | 'lastReleaseVersion'
  | 'lastReleaseDate'
  | 'organizations'
  | 'relevantOrganizations'
  | 'detailedCapabilities'
  | 'learningResources'
  | 'evidence'
  | 'factsVerifiedOn'
>;

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';
const anyFilled = (list: readonly string[]): boolean => list.some(filled);

/** Unreadable JSON counts as missing, without the console warning the detail page gives for it. */
function hasCapabilities(raw: CompletenessSubject['detailedCapabilities']): boolean {
  const read = readJsonish(raw);
  if (read.kind !== 'value' || !isPlainObject(read.value)) return false;
  const { physics, numericalMethods, interoperability, hpcPerformance } = normalizeCapabilities(read.value);
  return (
    [physics, numericalMethods, ...Object.values(interoperability), hpcPerformance.parallelization, hpcPerformance.benchmarks].some(
      (list) => list.length > 0,
    ) || filled(hpcPerformance.scalability)
  );
}

function hasLearningResources(raw: CompletenessSubject['learningResources']): boolean {
  const resources = parseLearningResourcesStrict(raw);
  if (!resources) return false;
  const { documentation, tutorials, publications, community } = resources;
  return (
    [...documentation, ...tutorials, ...publications].some((r) => filled(r.title) || isWebLink(r.url)) ||
    community.some((c) => isWebLink(c.url))
  );
}

/**
 * The fields a visitor relies on, in the admin form's words, each with what makes it filled. A link counts only as
 * an http(s) URL ('N/A' and '#' are placeholders); a list only with a non-blank entry. The last two are the record's
 * sourcing: evidence of where its facts were read, and the day they were checked.
 */
export const COMPLETENESS_FIELDS = [
  { label: 'Description', isFilled: (s: CompletenessSubject) => filled(s.description) },
  { label: 'Website', isFilled: (s: CompletenessSubject) => isWebLink(s.website) },
  { label: 'Source Code Repository', isFilled: (s: CompletenessSubject) => isWebLink(s.sourceCodeRepository) },
  { label: 'License Type', isFilled: (s: CompletenessSubject) => filled(s.licenseType) },
  { label: 'License URL', isFilled: (s: CompletenessSubject) => isWebLink(s.licenseUrl) },
  { label: 'Programming Languages', isFilled: (s: CompletenessSubject) => anyFilled(s.programmingLanguages) },
  { label: 'Application Areas', isFilled: (s: CompletenessSubject) => anyFilled(s.applicationAreas) },
  { label: 'Key Features', isFilled: (s: CompletenessSubject) => anyFilled(s.keyFeatures) },
  { label: 'Last Release Version', isFilled: (s: CompletenessSubject) => filled(s.lastReleaseVersion) },
  { label: 'Last Release Date', isFilled: (s: CompletenessSubject) => filled(s.lastReleaseDate) },
  // The detail page shows the relevant organisations when a tool has none of its own, and the admin form edits those.
  {
    label: 'Organizations',
    isFilled: (s: CompletenessSubject) =>
      normalizeOrganizations(s.organizations).length > 0 || normalizeOrganizations(s.relevantOrganizations).length > 0,
  },
  { label: 'Detailed Capabilities', isFilled: (s: CompletenessSubject) => hasCapabilities(s.detailedCapabilities) },
  { label: 'Learning Resources', isFilled: (s: CompletenessSubject) => hasLearningResources(s.learningResources) },
  { label: 'Evidence', isFilled: (s: CompletenessSubject) => anyFilled(s.evidence) },
  { label: 'Facts Verified On', isFilled: (s: CompletenessSubject) => filled(s.factsVerifiedOn) },
] as const;

/**
 * Raise it with any change to COMPLETENESS_FIELDS: the server stores each simulator's score for sorting, and at its
 * next start rescores every row scored under another version.
 */
export const COMPLETENESS_RULE_VERSION = 1;

export interface Completeness {
  /** The share of COMPLETENESS_FIELDS filled, as a whole percentage (0 to 100). */
  score: number;
  /** The labels of the fields not filled, in COMPLETENESS_FIELDS order. */
  missing: string[];
}

/** How complete and sourced a simulator's record is: the one rule the server sorts by and the admin screens show. */
export function completenessOf(simulator: CompletenessSubject): Completeness {
  const missing = COMPLETENESS_FIELDS.filter((field) => !field.isFilled(simulator)).map((field) => field.label);
  const total = COMPLETENESS_FIELDS.length;
  return { score: Math.round(((total - missing.length) * 100) / total), missing };
}

/** A score as the admin screens write it: '87%'. */
export const formatCompleteness = (score: number): string => `${score}%`;
