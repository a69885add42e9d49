import { z } from 'zod';
import { IsoDate, RowVersion, Timestamp } from './common';
import { SyncedRepositoryFacts } from './repository-facts';
import { SyncedJsonBlob, syncedItems } from './stored-json';
import { SimulatorCapability } from '../capabilities/schemas';
import { OrganizationRef } from './organization-ref';

export { OrganizationRef } from './organization-ref';

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
  updatedAt: z.nullable(Timestamp),
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
