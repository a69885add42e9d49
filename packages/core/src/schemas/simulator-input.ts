import { z } from 'zod';
import { TermId } from '../capabilities/term-id';
import { storableJson } from '../forms/storable-json';
import { storableString } from '../forms/storable-text';
import { releaseVersionNumber } from '../format/release-version';
import { LINK_MESSAGE, optionalWebLink, requiredWebLink } from '../links/web-link';
import { IsoDate, RowVersion } from './common';
import { BenchmarkStudy, OrganizationRef, Simulator } from './simulator';
import { JsonBlob } from './stored-json';

// Apart from the synced row (simulator.ts): the writer's rules bring the vocabulary's term ids and the storable
// checks, which the sync worker, reading rows only, does not load.

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
