import { parseCronItem } from 'graphile-worker';

/** A schedule setting's word for "never": the job is not scheduled at all. */
export const SCHEDULE_OFF = 'off';

/**
 * Whether `text` is a cron expression graphile-worker runs: five fields (minute, hour, day of month, month, day of
 * week), read in UTC, e.g. '0 3 * * *' for 03:00 every day.
 */
export function isCronSchedule(text: string): boolean {
  try {
    parseCronItem({ task: 'check', match: text });
    return true;
  } catch {
    return false;
  }
}
