import { RepositoryFacts } from '@rsd/core';
import type { Pool } from 'pg';
import { HARVEST_LOCK } from '../../db/locks';
import { withSessionLock } from '../../db/session-lock';
import { withSyncedWrite } from '../../db/transactions';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { ForgeClient } from './forges/forge-client';
import { HarvestFailure, RateLimited } from './forges/forge-errors';
import { readGitHub } from './forges/github';
import { readGitLab } from './forges/gitlab';
import { NOT_READY, type ReadFacts } from './forges/read-facts';
import type { HarvestHost } from './harvest-hosts';
import { harvestStatesRepo, type QueuedTool } from './harvest-states.repo';
import { locateRepository, type RepositoryLocation } from './repository-link';

export interface HarvestSettings {
  hosts: readonly HarvestHost[];
  /** The most tools one run asks a host about (tools skipped without a request do not count). */
  batch: number;
  userAgent?: string;
  /** The longest one request may take; 20 s unless said. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export type ToolOutcome = { id: number; name: string } & (
  { outcome: 'harvested'; facts: RepositoryFacts } | { outcome: 'failed'; error: string } | { outcome: 'skipped'; reason: string }
);

export interface HarvestReport {
  /** false when another harvest held the lock: nothing was done. */
  ran: boolean;
  /** Each tool whose turn ended, in the order taken. */
  tools: ToolOutcome[];
  /** The host whose rate limit stopped the run; the tool it was reading (`toolId`) and those after it keep their place. */
  rateLimited: { host: string; retryAt: string | null; toolId: number } | null;
  /** Stopped by `signal` (a shutdown) before the end; the tool being read keeps its place. */
  interrupted: boolean;
}

export const DEFAULT_USER_AGENT = 'reservoir-simulation-directory-harvester';
const DEFAULT_TIMEOUT_MS = 20_000;

const READERS: Record<HarvestHost['kind'], (client: ForgeClient, location: RepositoryLocation) => Promise<ReadFacts>> = {
  github: readGitHub,
  gitlab: readGitLab,
};

/**
 * The facts as stored, stamped with the time they were read; a count the host is still computing keeps the one stored
 * before (null on a first harvest). A value the host gave that core refuses is its failure.
 */
function stamped(read: ReadFacts, at: Date, previous: RepositoryFacts | null): RepositoryFacts {
  const commitsLastYear = read.commitsLastYear === NOT_READY ? (previous?.commitsLastYear ?? null) : read.commitsLastYear;
  const facts = RepositoryFacts.safeParse({ ...read, commitsLastYear, harvestedAt: at.toISOString() });
  if (facts.success) return facts.data;
  const issue = facts.error.issues[0];
  throw new HarvestFailure(
    `The host's answer holds a value the directory cannot store at ${issue?.path.join('.') ?? '?'}: ${issue?.message}.`,
  );
}

/**
 * One harvest run: the tools in queue order (oldest turn first), or just `tools` when given, up to `batch` of them
 * read from their host. Each tool's turn ends harvested (its facts written beside the curated fields, which are never
 * touched), failed (the error stored with its time) or skipped (the reason stored); a rate limit or `signal` stops
 * the run and leaves the tool being read first in line. One run at a time across every process (HARVEST_LOCK).
 */
export async function runHarvest(
  pool: Pool,
  settings: HarvestSettings,
  { tools, signal = new AbortController().signal }: { tools?: QueuedTool[]; signal?: AbortSignal } = {},
): Promise<HarvestReport> {
  const now = settings.now ?? (() => new Date());
  const report: HarvestReport = { ran: true, tools: [], rateLimited: null, interrupted: false };
  const run = async () => {
    let asked = 0;
    for (const tool of tools ?? (await harvestStatesRepo.queue(pool))) {
      if (asked >= settings.batch) break;
      if (signal.aborted) {
        report.interrupted = true;
        break;
      }
      const located = locateRepository(tool.sourceCodeRepository, settings.hosts);
      if ('skipped' in located) {
        await harvestStatesRepo.recordSkipped(pool, tool.id, now(), located.skipped);
        report.tools.push({ id: tool.id, name: tool.name, outcome: 'skipped', reason: located.skipped });
        continue;
      }
      asked += 1;
      const { location } = located;
      const client = new ForgeClient({
        host: location.host,
        previous: tool.etags,
        signal,
        userAgent: settings.userAgent ?? DEFAULT_USER_AGENT,
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        fetch: settings.fetch,
        now,
      });
      try {
        const at = now();
        const facts = stamped(await READERS[location.host.kind](client, location), at, tool.repository);
        await withSyncedWrite(pool, async (db) => {
          await simulatorsRepo.writeRepositoryFacts(db, tool.id, facts);
          await harvestStatesRepo.recordHarvested(db, tool.id, at, client.used);
        });
        report.tools.push({ id: tool.id, name: tool.name, outcome: 'harvested', facts });
      } catch (err) {
        if (err instanceof RateLimited) {
          report.rateLimited = { host: err.host, retryAt: err.retryAt?.toISOString() ?? null, toolId: tool.id };
          break;
        }
        if (signal.aborted) {
          report.interrupted = true;
          break;
        }
        if (!(err instanceof HarvestFailure)) throw err;
        await harvestStatesRepo.recordFailed(pool, tool.id, now(), err.message, client.used);
        report.tools.push({ id: tool.id, name: tool.name, outcome: 'failed', error: err.message });
      }
    }
  };
  const locked = await withSessionLock(pool, HARVEST_LOCK, run);
  return locked.locked ? report : { ...report, ran: false };
}
