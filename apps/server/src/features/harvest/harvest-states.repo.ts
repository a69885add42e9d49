import { harvestedReleaseIsNewer, SyncedRepositoryFacts, type HarvestState, type RepositoryFacts } from '@rsd/core';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn, jsonb } from '../../db/sql-values';
import type { EtagCache } from './forges/forge-client';

/** A tool waiting for its turn. */
export interface QueuedTool {
  id: number;
  name: string;
  sourceCodeRepository: string | null;
  /** The facts its last harvest stored (null before one): what a host still computing leaves as it was. */
  repository: RepositoryFacts | null;
  etags: EtagCache;
  disabledReason: string | null;
}

interface QueuedRow {
  id: number;
  name: string;
  source_code_repository: string | null;
  repository: unknown;
  etags: EtagCache;
  disabled_reason: string | null;
}

const toQueued = (r: QueuedRow): QueuedTool => ({
  id: r.id,
  name: r.name,
  sourceCodeRepository: r.source_code_repository,
  // Read like a client reads it: facts an older build stored still read (a fact it did not have is null).
  repository: SyncedRepositoryFacts.parse(r.repository),
  etags: r.etags,
  disabledReason: r.disabled_reason,
});

const QUEUED = `SELECT s.id, s.name, s.source_code_repository, s.repository, coalesce(h.etags, '{}') AS etags, h.disabled_reason
  FROM simulators s LEFT JOIN harvest_states h ON h.simulator_id = s.id`;

interface StateRow {
  id: number;
  name: string;
  source_code_repository: string | null;
  last_release_version: string | null;
  last_release_date: string | null;
  repository: RepositoryFacts | null;
  last_outcome: 'harvested' | 'failed' | 'skipped' | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  skipped_reason: string | null;
  disabled_reason: string | null;
}

const STATES = `SELECT s.id, s.name, s.source_code_repository, s.last_release_version, s.last_release_date, s.repository,
    h.last_outcome, h.last_attempt_at, h.last_success_at, h.last_error, h.last_error_at, h.skipped_reason, h.disabled_reason
  FROM simulators s LEFT JOIN harvest_states h ON h.simulator_id = s.id`;

const STATUS_OF = { harvested: 'harvested', failed: 'failing', skipped: 'skipped' } as const;

function toState(r: StateRow): HarvestState {
  const release = r.repository?.latestRelease ?? null;
  const listed = { lastReleaseVersion: r.last_release_version, lastReleaseDate: r.last_release_date };
  return {
    simulatorId: r.id,
    simulatorName: r.name,
    sourceCodeRepository: r.source_code_repository,
    status: r.disabled_reason !== null ? 'disabled' : r.last_outcome === null ? 'pending' : STATUS_OF[r.last_outcome],
    disabledReason: r.disabled_reason,
    skippedReason: r.skipped_reason,
    lastAttemptAt: r.last_attempt_at?.toISOString() ?? null,
    harvestedAt: r.last_success_at?.toISOString() ?? null,
    lastError: r.last_error,
    lastErrorAt: r.last_error_at?.toISOString() ?? null,
    newerRelease: release && harvestedReleaseIsNewer(listed, release) ? release : null,
  };
}

/** The columns a write sets, with their types (a parameter in a SELECT list is text unless cast). */
const COLUMN_TYPES = {
  etags: 'jsonb',
  last_attempt_at: 'timestamptz',
  last_outcome: 'text',
  last_success_at: 'timestamptz',
  last_error: 'text',
  last_error_at: 'timestamptz',
  skipped_reason: 'text',
  disabled_reason: 'text',
} as const;

/** The upsert of a tool's state, only while the tool exists (one deleted during a run leaves nothing behind). */
const upsert = (columns: readonly (keyof typeof COLUMN_TYPES)[]) =>
  `INSERT INTO harvest_states (simulator_id, ${columns.join(', ')})
     SELECT id, ${columns.map((column, i) => `$${i + 2}::${COLUMN_TYPES[column]}`).join(', ')} FROM simulators WHERE id = $1
   ON CONFLICT (simulator_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`;

export const harvestStatesRepo = {
  /** Every tool whose harvesting is on, oldest turn first (never tried before all), then by id. */
  async queue(db: Queryable): Promise<QueuedTool[]> {
    const { rows } = await db.query<QueuedRow>(`${QUEUED} WHERE h.disabled_reason IS NULL ORDER BY h.last_attempt_at NULLS FIRST, s.id`);
    return rows.map(toQueued);
  },

  async queued(db: Queryable, id: number): Promise<QueuedTool | undefined> {
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<QueuedRow>(`${QUEUED} WHERE s.id = $1`, [id]);
    return rows[0] && toQueued(rows[0]);
  },

  async recordHarvested(db: Queryable, id: number, at: Date, etags: EtagCache): Promise<void> {
    await db.query(upsert(['last_attempt_at', 'last_outcome', 'last_success_at', 'skipped_reason', 'etags']), [
      id,
      at,
      'harvested',
      at,
      null,
      jsonb(etags),
    ]);
  },

  /** The error is kept after later successes (with its time), until the next error replaces it. */
  async recordFailed(db: Queryable, id: number, at: Date, error: string, etags: EtagCache): Promise<void> {
    await db.query(upsert(['last_attempt_at', 'last_outcome', 'last_error', 'last_error_at', 'skipped_reason', 'etags']), [
      id,
      at,
      'failed',
      error,
      at,
      null,
      jsonb(etags),
    ]);
  },

  async recordSkipped(db: Queryable, id: number, at: Date, reason: string): Promise<void> {
    await db.query(upsert(['last_attempt_at', 'last_outcome', 'skipped_reason', 'etags']), [id, at, 'skipped', reason, '{}']);
  },

  /** null switches harvesting on again. */
  async setDisabled(db: Queryable, id: number, reason: string | null): Promise<void> {
    await db.query(upsert(['disabled_reason']), [id, reason]);
  },

  /** Every simulator's state, by name. */
  async states(db: Queryable): Promise<HarvestState[]> {
    const { rows } = await db.query<StateRow>(`${STATES} ORDER BY lower(s.name), s.id`);
    return rows.map(toState);
  },

  async state(db: Queryable, id: number): Promise<HarvestState | undefined> {
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<StateRow>(`${STATES} WHERE s.id = $1`, [id]);
    return rows[0] && toState(rows[0]);
  },
};
