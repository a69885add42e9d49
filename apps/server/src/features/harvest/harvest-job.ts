import type { Pool } from 'pg';
import type { ScheduledJob } from '../../background/background-jobs';
import type { HarvestConfig } from '../../config';
import type { Logger } from '../../logger';
import { runHarvest, type HarvestSettings } from './harvest-run';
import { harvestCounts } from './harvest-summary';

/** The scheduled harvest (HARVEST_SCHEDULE), or none when it is off. */
export function harvestJob(pool: Pool, config: HarvestConfig, logger: Logger, settings: Partial<HarvestSettings> = {}): ScheduledJob[] {
  if (config.schedule === undefined) return [];
  return [
    {
      name: 'harvest',
      schedule: config.schedule,
      run: async ({ signal }) => {
        const report = await runHarvest(pool, { hosts: config.hosts, batch: config.batch, ...settings }, { signal });
        if (!report.ran) return logger.info('repository harvest skipped: another harvest is running');
        const failures = report.tools.flatMap((tool) => (tool.outcome === 'failed' ? [{ id: tool.id, error: tool.error }] : []));
        logger.info({ ...harvestCounts(report), failures, interrupted: report.interrupted }, 'repository harvest done');
        if (report.rateLimited) logger.warn(report.rateLimited, 'repository harvest stopped by a rate limit');
      },
    },
  ];
}
