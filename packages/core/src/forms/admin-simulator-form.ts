import { z } from 'zod';
import { optionalWebLink, requiredWebLink } from '../links/web-link';
import { IsoDate } from '../schemas/common';
import type { Simulator } from '../schemas/simulator';
import type { SimulatorInput } from '../schemas/simulator-input';
import { readBenchmarkStudies, readOrganizationRefs, splitCommaList, splitLineList, text } from './fields';

export const DEFAULT_DEVELOPMENT_STATUS = 'Actively Maintained';

const optionalField = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

/** A date field: blank is none, anything else must be YYYY-MM-DD. */
const optionalDate = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(IsoDate.nullable());

/**
 * The admin simulator editor: every field is text as typed. Lists are comma-separated text;
 * relevantOrganizations and benchmark_studies are JSON text, and empty or unparseable JSON is
 * not an error (it becomes an empty list in adminSimulatorFormToInput).
 */
export const AdminSimulatorForm = z.object({
  name: text(2, 'Name must be at least 2 characters.', 200),
  fullName: text(2, 'Full name must be at least 2 characters.', 300),
  shortDescription: text(5, 'Short description is required.', 1000),
  description: text(5, 'Description is required.', 20_000),
  website: requiredWebLink('Must be a valid URL.'),
  sourceCodeRepository: optionalWebLink('Must be a valid URL.'),
  licenseType: optionalField(100),
  licenseUrl: optionalWebLink('Must be a valid URL.'),
  programmingLanguages: optionalField(),
  applicationAreas: optionalField(),
  keyFeatures: optionalField(5000),
  strengths: optionalField(5000),
  developmentStatus: z
    .string({ error: 'Development status is required.' })
    .trim()
    .min(1, 'Development status is required.')
    .max(100, 'Must be at most 100 characters.')
    .default(DEFAULT_DEVELOPMENT_STATUS),
  lastReleaseVersion: optionalField(100),
  lastReleaseDate: optionalDate(),
  relevantOrganizations: optionalField(100_000),
  benchmark_studies: optionalField(100_000),
  /** One entry a line, not comma-separated: an entry may hold commas ('repo@commit:src/, doc/'). */
  evidence: optionalField(100_000),
  factsVerifiedOn: optionalDate(),
  /** Capability term ids, in the order chosen; the server checks each against the vocabulary. */
  capabilities: z.array(z.string()).default([]),
});
export type AdminSimulatorForm = z.infer<typeof AdminSimulatorForm>;
export type AdminSimulatorFormValues = z.input<typeof AdminSimulatorForm>;

export const ADMIN_SIMULATOR_FORM_DEFAULTS = {
  name: '',
  fullName: '',
  shortDescription: '',
  description: '',
  website: '',
  sourceCodeRepository: '',
  licenseType: '',
  licenseUrl: '',
  programmingLanguages: '',
  applicationAreas: '',
  keyFeatures: '',
  strengths: '',
  developmentStatus: DEFAULT_DEVELOPMENT_STATUS,
  lastReleaseVersion: '',
  lastReleaseDate: '',
  relevantOrganizations: '',
  benchmark_studies: '',
  evidence: '',
  factsVerifiedOn: '',
  capabilities: [] as string[],
} satisfies AdminSimulatorFormValues;

/**
 * What the editor does not show, kept from the simulator being edited so saving does not erase it, and the terms it
 * had (the list the form's choice is compared with).
 */
export type AdminSimulatorKeptFields = Pick<SimulatorInput, 'organizations' | 'detailedCapabilities' | 'learningResources'> &
  Partial<Pick<Simulator, 'capabilities'>>;

const sameTerms = (chosen: readonly string[], stored: readonly string[]): boolean => {
  const had = new Set(stored);
  return new Set(chosen).size === had.size && chosen.every((term) => had.has(term));
};

/**
 * The terms to send: only when the choice differs from the stored set (none on a new simulator). Sending a list
 * curates it, and a curated list is never derived again from the record or a newer vocabulary, so a save that did
 * not touch the terms leaves them to the server (an update keeps them, a create derives them).
 */
const chosenCapabilities = (chosen: readonly string[], kept?: AdminSimulatorKeptFields): Pick<SimulatorInput, 'capabilities'> =>
  sameTerms(
    chosen,
    (kept?.capabilities ?? []).map((c) => c.term),
  )
    ? {}
    : { capabilities: [...new Set(chosen)] };

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** The validated form as the SimulatorInput the API takes (POST and PUT /api/simulators). */
export const adminSimulatorFormToInput = (form: AdminSimulatorForm, kept?: AdminSimulatorKeptFields): SimulatorInput => ({
  name: form.name,
  fullName: form.fullName,
  shortDescription: form.shortDescription,
  description: form.description,
  website: form.website,
  sourceCodeRepository: form.sourceCodeRepository,
  licenseType: blankToNull(form.licenseType),
  licenseUrl: form.licenseUrl,
  programmingLanguages: splitCommaList(form.programmingLanguages),
  applicationAreas: splitCommaList(form.applicationAreas),
  keyFeatures: splitCommaList(form.keyFeatures),
  strengths: splitCommaList(form.strengths),
  developmentStatus: form.developmentStatus,
  lastReleaseVersion: blankToNull(form.lastReleaseVersion),
  lastReleaseDate: form.lastReleaseDate,
  organizations: kept?.organizations ?? [],
  relevantOrganizations: readOrganizationRefs(form.relevantOrganizations),
  benchmark_studies: readBenchmarkStudies(form.benchmark_studies),
  detailedCapabilities: kept?.detailedCapabilities ?? null,
  learningResources: kept?.learningResources ?? null,
  evidence: splitLineList(form.evidence),
  factsVerifiedOn: form.factsVerifiedOn,
  ...chosenCapabilities(form.capabilities, kept),
});

const jsonText = (list: readonly unknown[]): string => (list.length === 0 ? '' : JSON.stringify(list, null, 2));

/** A stored simulator as the editor's initial values. */
export const simulatorToAdminForm = (sim: Simulator): AdminSimulatorFormValues => ({
  name: sim.name,
  fullName: sim.fullName,
  shortDescription: sim.shortDescription,
  description: sim.description,
  website: sim.website,
  sourceCodeRepository: sim.sourceCodeRepository ?? '',
  licenseType: sim.licenseType ?? '',
  licenseUrl: sim.licenseUrl ?? '',
  programmingLanguages: sim.programmingLanguages.join(', '),
  applicationAreas: sim.applicationAreas.join(', '),
  keyFeatures: sim.keyFeatures.join(', '),
  strengths: sim.strengths.join(', '),
  developmentStatus: sim.developmentStatus,
  lastReleaseVersion: sim.lastReleaseVersion ?? '',
  lastReleaseDate: sim.lastReleaseDate ?? '',
  relevantOrganizations: jsonText(sim.relevantOrganizations),
  benchmark_studies: jsonText(sim.benchmark_studies),
  evidence: sim.evidence.join('\n'),
  factsVerifiedOn: sim.factsVerifiedOn ?? '',
  capabilities: sim.capabilities.map((c) => c.term),
});
