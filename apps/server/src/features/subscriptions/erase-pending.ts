import type { Pool } from 'pg';
import type { ScheduledJob } from '../../background/background-jobs';
import type { Logger } from '../../logger';
import { digestRepo } from './digest.repo';

/** A pending address never confirmed is erased this long after it last asked for a confirmation (the About page says so). */
export const PENDING_KEPT_DAYS = 30;
/** Daily, at an hour of its own: no setting, since the promise on the About page does not depend on one. */
export const ERASE_PENDING_SCHEDULE = '15 4 * * *';

/** Erases the pending subscriptions whose time ran out by `now`; returns how many. */
export const erasePendingSubscriptions = (pool: Pool, now: Date): Promise<number> =>
  digestRepo.erasePendingBefore(pool, new Date(now.getTime() - PENDING_KEPT_DAYS * 24 * 60 * 60 * 1000));

/** The daily erasure, measured from its tick, so a retry of the tick erases the same rows. */
export function erasePendingJob(pool: Pool, logger: Logger): ScheduledJob {
  return {
    name: 'subscriptions-erase-pending',
    schedule: ERASE_PENDING_SCHEDULE,
    run: async ({ tick }) => {
      const erased = await erasePendingSubscriptions(pool, tick);
      if (erased > 0) logger.info({ erased }, 'pending subscriptions never confirmed erased');
    },
  };
}
