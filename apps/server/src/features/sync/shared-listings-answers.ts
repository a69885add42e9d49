import { readSyncCursor } from '@rsd/core';
import { setTimeout as delay } from 'node:timers/promises';
import type { Pool } from 'pg';
import { LISTINGS_ANSWER_LOCK } from '../../db/locks';
import { withSessionLock } from '../../db/session-lock';
import type { ListingsPosition } from './sync.service';

/** A listings answer as kept: its ETag and its body gzipped (a sixth of the JSON). */
export interface ListingsAnswer {
  etag: string;
  gzip: Buffer;
}

/** An answer with the position its snapshot was read at. */
export interface PositionedAnswer {
  position: ListingsPosition;
  answer: ListingsAnswer;
}

/** The listings answers every server process on one database shares: one builds each, the rest read it. */
export interface SharedListingsAnswers {
  /** The answer at `position`: stored by a process, or made now by `build` (and stored) while no other process builds one. */
  obtain(position: ListingsPosition, build: () => Promise<PositionedAnswer>): Promise<PositionedAnswer>;
}

/** How often a process asks whether the one building has stored its answer. */
const POLL_MS = 200;
/** A build takes seconds at 30,000 tools; one held far longer is stuck, and a process then builds its own. */
const WAIT_LIMIT_MS = 120_000;

interface AnswerRow {
  etag: string;
  gzip: Buffer;
}

async function storedAt(pool: Pool, { protocol, dataset, cursor }: ListingsPosition): Promise<ListingsAnswer | undefined> {
  const { rows } = await pool.query<AnswerRow>(
    `SELECT etag, gzip FROM sync_listings_answers WHERE protocol = $1 AND dataset = $2 AND cursor = $3`,
    [protocol, dataset, cursor],
  );
  return rows[0];
}

/** Keeps `built` as its protocol's answer, unless one of a later change of the same database is stored already. */
async function store(pool: Pool, { position, answer }: PositionedAnswer): Promise<void> {
  await pool.query(
    `INSERT INTO sync_listings_answers AS kept (protocol, dataset, cursor, version, etag, gzip)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (protocol) DO UPDATE
       SET dataset = EXCLUDED.dataset, cursor = EXCLUDED.cursor, version = EXCLUDED.version, etag = EXCLUDED.etag,
           gzip = EXCLUDED.gzip, built_at = now()
       WHERE kept.dataset <> EXCLUDED.dataset OR kept.version <= EXCLUDED.version`,
    [position.protocol, position.dataset, position.cursor, String(readSyncCursor(position.cursor).version), answer.etag, answer.gzip],
  );
}

/**
 * Every server process would otherwise build the same answer after each write (the listings keeper runs in each), at
 * 30,000 tools seconds of PostgreSQL, hashing and gzip apiece. Builds take LISTINGS_ANSWER_LOCK, so while one process
 * builds, the others wait for its answer and read it (5.5 MB) from sync_listings_answers. Only stamped cursors are
 * shared: a plain (protocol 1) cursor's version may be drawn again after a restore, with other listings behind it.
 */
export function sharedListingsAnswers(pool: Pool): SharedListingsAnswers {
  return {
    async obtain(position, build) {
      if (readSyncCursor(position.cursor).stamp === null) return build();
      const deadline = Date.now() + WAIT_LIMIT_MS;
      for (;;) {
        const stored = await storedAt(pool, position);
        if (stored !== undefined) return { position, answer: stored };
        const outcome = await withSessionLock(pool, LISTINGS_ANSWER_LOCK, async () => {
          // The process that held the lock may have stored this very answer just before letting go.
          const storedMeanwhile = await storedAt(pool, position);
          if (storedMeanwhile !== undefined) return { position, answer: storedMeanwhile };
          const built = await build();
          await store(pool, built);
          return built;
        });
        if (outcome.locked) return outcome.value;
        if (Date.now() > deadline) return build();
        await delay(POLL_MS);
      }
    },
  };
}
