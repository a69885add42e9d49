import { z } from 'zod';
import { storableJson } from '../forms/storable-json';
import { storableString } from '../forms/storable-text';
import { releaseVersionNumber } from '../format/release-version';
import { LINK_MESSAGE, optionalWebLink, requiredWebLink } from '../links/web-link';
import { IsoDate, RowVersion, Timestamp } from './common';
import { SyncedRepositoryFacts } from './repository-facts';
import { JsonBlob, SyncedJsonBlob, syncedItems } from './stored-json';
import { SimulatorCapability, TermId } from '../capabilities/schemas';

/** Organizations come as plain names or as objects (older rows and newer rows differ). */
export const OrganizationRef = z.union([
  z.string(),
  z.object({ name: z.string(), role: z.string().optional(), url: z.string().optional() }),
]);
export type OrganizationRef = z.infer<typeof OrganizationRef>;

export const BenchmarkStudy = z.object({
  benchmark_name: z.string(),
  description: z.string().default(''),
  publication_or_report_url: z.string().nullable().default(null),
  dataset_url: z.string().nullable().default(null),
  source_url: z.string().nullable().default(null),
});
export type BenchmarkStudy = z.infer<typeof BenchmarkStudy>;

export const Simulator = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  fullName: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  website: z.string(),
  sourceCodeRepository: z.string().nullable(),
  licenseType: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  programmingLanguages: z.array(z.string()),
  applicationAreas: z.array(z.string()),
  keyFeatures: z.array(z.string()),
  strengths: z.array(z.string()),
  developmentStatus: z.string(),
  lastReleaseVersion: z.string().nullable(),
  lastReleaseDate: IsoDate.nullable(),
  updatedAt: Timestamp.nullable(),
  organizations: syncedItems(OrganizationRef),
  relevantOrganizations: syncedItems(OrganizationRef),
  benchmark_studies: syncedItems(BenchmarkStudy),
  /**
   * Where the facts were read: entries such as 'owner/repo@commit:path' or 'owner/repo tag X (date)', kept as written
   * (core's evidenceParts turns them into links). Empty when the facts are unsourced.
   */
  evidence: z.array(z.string()),
  /** The day the facts were last checked against their evidence; null when never. */
  factsVerifiedOn: IsoDate.nullable(),
  /** JSON text or object, new or older shape: read through the normalisers, never directly. */
  detailedCapabilities: SyncedJsonBlob,
  learningResources: SyncedJsonBlob,
  /** Read from the source repository's host by the harvester: null until harvested; never part of an admin's input. */
  repository: SyncedRepositoryFacts,
  /**
   * The vocabulary terms the tool has, each with its evidence (core's capabilities/). An entry of another shape is
   * left out rather than failing a sync page.
   */
  capabilities: syncedItems(SimulatorCapability),
  version: RowVersion,
});
export type Simulator = z.infer<typeof Simulator>;

/** Stored rows are read as they are; what is written must carry only web links. */
const BenchmarkStudyInput = BenchmarkStudy.extend({
  publication_or_report_url: optionalWebLink(LINK_MESSAGE),
  dataset_url: optionalWebLink(LINK_MESSAGE),
  source_url: optionalWebLink(LINK_MESSAGE),
});

/**
 * What a writer supplies: strict where the synced row is lenient (readable blobs and lists, http(s) links, text
 * PostgreSQL can store). What the admin form treats as optional may be left out: null, or an empty list.
 */
export const SimulatorInput = Simulator.omit({ id: true, updatedAt: true, version: true, repository: true }).extend({
  name: storableString(),
  fullName: storableString(),
  shortDescription: storableString(),
  description: storableString(),
  licenseType: storableString().nullable().default(null),
  programmingLanguages: z.array(storableString()).default([]),
  applicationAreas: z.array(storableString()).default([]),
  keyFeatures: z.array(storableString()).default([]),
  strengths: z.array(storableString()).default([]),
  developmentStatus: storableString(),
  /** Stored as its number: 'v3.6.2' and 'ats-1.6.0' are 3.6.2 and 1.6.0 (releaseVersionNumber); nothing is refused. */
  lastReleaseVersion: storableString().transform(releaseVersionNumber).nullable().default(null),
  lastReleaseDate: IsoDate.nullable().default(null),
  organizations: z.array(OrganizationRef).superRefine(storableJson).default([]),
  relevantOrganizations: z.array(OrganizationRef).superRefine(storableJson).default([]),
  detailedCapabilities: JsonBlob.default(null),
  learningResources: JsonBlob.default(null),
  website: requiredWebLink(LINK_MESSAGE),
  sourceCodeRepository: optionalWebLink(LINK_MESSAGE),
  licenseUrl: optionalWebLink(LINK_MESSAGE),
  benchmark_studies: z.array(BenchmarkStudyInput).superRefine(storableJson).default([]),
  evidence: z.array(storableString()).default([]),
  factsVerifiedOn: IsoDate.nullable().default(null),
  /**
   * The terms the tool is to have, in place of the stored ones; left out, an update keeps the stored list and a
   * create derives it from the record. Evidence is the server's to decide (core's curateCapabilities).
   */
  capabilities: z.array(TermId).optional(),
});
export type SimulatorInput = z.infer<typeof SimulatorInput>;

/** PUT /api/simulators/:id: the new values, and the version the edit started from (a stale edit is a 409). */
export const SimulatorUpdate = SimulatorInput.extend({ expectedVersion: RowVersion });
export type SimulatorUpdate = z.infer<typeof SimulatorUpdate>;
