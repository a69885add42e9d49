import { z } from 'zod';
import { storableJson } from '../forms/storable-json';
import { storableString } from '../forms/storable-text';
import { LINK_MESSAGE, optionalWebLink } from '../links/web-link';
import { PG_INTEGER_MAX } from '../shared/pg-integer';
import { RowVersion, Timestamp } from './common';
import { DeploymentYear, JsonBlob, SyncedDeploymentYears, SyncedJsonBlob } from './stored-json';

export const READINESS_LEVELS = ['research', 'development', 'demonstration', 'deployment', 'mature'] as const;
export const ReadinessLevel = z.enum(READINESS_LEVELS);
export type ReadinessLevel = z.infer<typeof ReadinessLevel>;

const ImpactScore = z.number().min(0).max(10);

export const Technology = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  shortName: z.string().nullable(),
  vendorName: z.string(),
  vendorLogo: z.string().nullable(),
  overview: z.string(),
  /** Free text in stored rows; unknown values display as 'Unknown'. */
  readinessLevel: z.string(),
  challenge: z.string(),
  solution: z.string(),
  videoUrl: z.string().nullable(),
  /** Newline-separated lists. */
  benefits: z.string(),
  limitations: z.string(),
  /** Key/value object, or JSON text of one. */
  specifications: SyncedJsonBlob,
  deploymentCount: z.number().int().nonnegative(),
  deployedCompanies: z.array(z.string()),
  /** Parallel to deployedCompanies; null where a stored entry is no year at all. */
  deployedYears: SyncedDeploymentYears,
  costImpact: ImpactScore,
  productionImpact: ImpactScore,
  timeImpact: ImpactScore,
  /** snake_case words joined by underscore, e.g. 'reservoir_simulation'. */
  category: z.string(),
  subcategory: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  source: z.string().nullable(),
  updatedAt: Timestamp.nullable(),
  version: RowVersion,
});
export type Technology = z.infer<typeof Technology>;

const DEPLOYMENT_COUNT_MESSAGE = `Deployment count must be a whole number from 0 to ${PG_INTEGER_MAX}.`;

/**
 * What a writer supplies: strict where the synced row is lenient, links http(s) only, and every text and number one
 * PostgreSQL can store (storableString, storableJson for the jsonb columns, the integer column's range). What the
 * admin form treats as optional may be left out: a missing value is null, a missing text or list empty.
 */
export const TechnologyInput = Technology.omit({ id: true, updatedAt: true, version: true }).extend({
  name: storableString(),
  shortName: storableString().nullable().default(null),
  vendorName: storableString(),
  overview: storableString(),
  readinessLevel: storableString(),
  challenge: storableString().default(''),
  solution: storableString().default(''),
  benefits: storableString().default(''),
  limitations: storableString().default(''),
  specifications: JsonBlob.default(null),
  deploymentCount: z.number().int(DEPLOYMENT_COUNT_MESSAGE).min(0, DEPLOYMENT_COUNT_MESSAGE).max(PG_INTEGER_MAX, DEPLOYMENT_COUNT_MESSAGE),
  deployedCompanies: z.array(storableString()).default([]),
  deployedYears: z.array(DeploymentYear).superRefine(storableJson).default([]),
  category: storableString(),
  subcategory: storableString().nullable().default(null),
  contactName: storableString().nullable().default(null),
  contactEmail: storableString().nullable().default(null),
  contactPhone: storableString().nullable().default(null),
  source: storableString().nullable().default(null),
  vendorLogo: optionalWebLink(LINK_MESSAGE),
  videoUrl: optionalWebLink(LINK_MESSAGE),
});
export type TechnologyInput = z.infer<typeof TechnologyInput>;

/** PUT /api/technologies/:id: the new values, and the version the edit started from (a stale edit is a 409). */
export const TechnologyUpdate = TechnologyInput.extend({ expectedVersion: RowVersion });
export type TechnologyUpdate = z.infer<typeof TechnologyUpdate>;
