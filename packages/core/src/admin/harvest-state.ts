import { z } from 'zod';
import { optionalText } from '../forms/fields';
import { RowVersion, Timestamp } from '../schemas/common';
import { RepositoryRelease } from '../schemas/repository-facts';

/**
 * Where a tool stands with the repository harvester:
 * - `pending`: not tried yet;
 * - `harvested`: its last turn read the host (`harvestedAt`);
 * - `failing`: its last turn ended in an error (`lastError`, `lastErrorAt`): a missing or moved repository, an
 *   answer that could not be read, a dropped connection;
 * - `skipped`: it cannot be harvested (`skippedReason`): no source repository link, or a host not in HARVEST_HOSTS;
 * - `disabled`: an admin switched its harvesting off (`disabledReason`).
 */
export const HARVEST_STATUSES = ['pending', 'harvested', 'failing', 'skipped', 'disabled'] as const;
export const HarvestStatus = z.enum(HARVEST_STATUSES);
export type HarvestStatus = z.infer<typeof HarvestStatus>;

/** One tool's harvest state, as the back-office shows it. */
export const HarvestState = z.object({
  simulatorId: z.number().int().positive(),
  simulatorName: z.string(),
  sourceCodeRepository: z.string().nullable(),
  status: HarvestStatus,
  /** Why an admin switched harvesting off; null while it is on. */
  disabledReason: z.string().nullable(),
  /** Why the harvester cannot read this tool's repository; null when it can (or has not tried). */
  skippedReason: z.string().nullable(),
  /** When its last turn ended, whatever the outcome (a run stopped by the host's rate limit is no turn). */
  lastAttemptAt: z.nullable(Timestamp),
  /** When its facts were last read (the facts' own harvestedAt). */
  harvestedAt: z.nullable(Timestamp),
  /** The last error, kept after later successes; it is the current one when the status is `failing`. */
  lastError: z.string().nullable(),
  lastErrorAt: z.nullable(Timestamp),
  /** The harvested release when it is newer than the listed one (core's harvestedReleaseIsNewer): "use it". */
  newerRelease: RepositoryRelease.nullable(),
});
export type HarvestState = z.infer<typeof HarvestState>;

const REASON_MESSAGE = 'Say why harvesting is switched off.';

/**
 * PATCH /api/admin/simulators/:id/harvesting: switch a tool's harvesting off (with the reason, required) or on
 * again (a note is optional). Audited.
 */
export const HarvestingSwitch = z
  .object({
    enabled: z.boolean({ error: 'Enabled must be true or false.' }),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled && value.reason === null) ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_MESSAGE });
  });
export type HarvestingSwitch = z.infer<typeof HarvestingSwitch>;

/**
 * POST /api/admin/simulators/:id/use-harvested-release: copy the harvested release's version and date into the
 * curated lastReleaseVersion and lastReleaseDate, from the row version the admin saw (409 when it changed since,
 * a harvest included, or when no newer harvested release is there to use). Audited.
 */
export const UseHarvestedRelease = z.object({ expectedVersion: RowVersion });
export type UseHarvestedRelease = z.infer<typeof UseHarvestedRelease>;
