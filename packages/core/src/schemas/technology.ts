import { z } from 'zod';
import { RowVersion, Timestamp } from './common';
import { SyncedDeploymentYears, SyncedJsonBlob } from './stored-json';

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
  updatedAt: z.nullable(Timestamp),
  version: RowVersion,
});
export type Technology = z.infer<typeof Technology>;
