import type { Pool } from 'pg';
import type { HarvestConfig } from '../config';
import { runHarvest } from '../features/harvest/harvest-run';
import { harvestStatesRepo } from '../features/harvest/harvest-states.repo';
import { harvestSummary } from '../features/harvest/harvest-summary';

export interface HarvestCommandResult {
  /** 0: the run did its work (a tool's failure is stored, and printed); 1: it did not (see `lines`). */
  code: 0 | 1;
  lines: string[];
}

/**
 * `npm run admin -- harvest [--tool <id>]`: one run as the schedule makes it (a batch in queue order), or the one
 * simulator, whatever its place in line. Refused (1): another harvest running, a rate limit that stopped the run, and
 * with --tool an unknown simulator, one whose harvesting is switched off, or one that was not harvested.
 */
export async function runHarvestCommand(pool: Pool, config: HarvestConfig, tool: number | undefined): Promise<HarvestCommandResult> {
  const settings = { hosts: config.hosts, batch: config.batch };
  if (tool === undefined) {
    const report = await runHarvest(pool, settings);
    return { code: report.ran && report.rateLimited === null ? 0 : 1, lines: harvestSummary(report) };
  }
  const queued = await harvestStatesRepo.queued(pool, tool);
  if (!queued) return { code: 1, lines: [`No simulator with id ${tool}.`] };
  if (queued.disabledReason !== null) {
    return { code: 1, lines: [`Harvesting is switched off for ${queued.name}: ${queued.disabledReason}`] };
  }
  const report = await runHarvest(pool, { ...settings, batch: 1 }, { tools: [queued] });
  return { code: report.tools[0]?.outcome === 'harvested' ? 0 : 1, lines: harvestSummary(report) };
}
