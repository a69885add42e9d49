import { z } from 'zod';
import { storableJson } from '../forms/storable-json';
import { storableString } from '../forms/storable-text';
import { LINK_MESSAGE, optionalWebLink } from '../links/web-link';
import { PG_INTEGER_MAX } from '../shared/pg-integer';
import { RowVersion } from './common';
import { DeploymentYear, JsonBlob } from './stored-json';
import { Technology } from './technology';

// Apart from the synced row (technology.ts): the writer's storable checks stay out of the sync worker's bundle.

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
