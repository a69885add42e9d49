import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MISMATCH_MESSAGE, IdempotencyKey } from '@rsd/core';
import type { Request } from 'express';
import type { Pool, PoolClient } from 'pg';
import { withTransaction } from '../db/transactions';
import { HttpError } from './http-error';
import { idempotencyRepo, type StoredAnswer } from './idempotency.repo';

export type { StoredAnswer } from './idempotency.repo';

/** How long a key is remembered: a retry later than this is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Expired keys are deleted at most this often per process, on the way into a keyed write. */
const PRUNE_EVERY_MS = 60_000;

export interface IdempotentRun {
  answer: StoredAnswer;
  /** True when the answer is an earlier request's, replayed. */
  replayed: boolean;
}

export interface Idempotency {
  /**
   * Runs `write` in a transaction that also claims (endpoint, key), and stores its answer there: a repeat gets
   * the stored answer without running `write`; a repeat with another body is a 422 'idempotency_mismatch'.
   * When `write` throws, nothing is stored and the key stays free.
   */
  run(endpoint: string, key: string, body: unknown, write: (db: PoolClient) => Promise<StoredAnswer>): Promise<IdempotentRun>;
}

/** The request's Idempotency-Key; undefined without one, a 400 'bad_request' when it is malformed. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'bad_request', parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key.');
  return parsed.data;
}

/** The body as the contract parsed it (unknown fields dropped, values trimmed), so equal requests hash equal. */
const hashBody = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');

export function createIdempotency(pool: Pool, ttlHours = IDEMPOTENCY_KEY_TTL_HOURS, now: () => number = Date.now): Idempotency {
  let lastPrune = Number.NEGATIVE_INFINITY;
  const pruneNowAndThen = async () => {
    if (now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now();
    await idempotencyRepo.prune(pool, ttlHours);
  };

  const attempt = (endpoint: string, key: string, requestHash: string, write: (db: PoolClient) => Promise<StoredAnswer>) =>
    withTransaction(pool, async (db): Promise<IdempotentRun | undefined> => {
      if (await idempotencyRepo.claim(db, endpoint, key, requestHash, ttlHours)) {
        const answer = await write(db);
        await idempotencyRepo.complete(db, endpoint, key, answer);
        return { answer, replayed: false };
      }
      const stored = await idempotencyRepo.find(db, endpoint, key);
      if (!stored) return undefined;
      if (stored.requestHash !== requestHash) throw new HttpError(422, 'idempotency_mismatch', IDEMPOTENCY_MISMATCH_MESSAGE);
      return { answer: stored.answer, replayed: true };
    });

  return {
    async run(endpoint, key, body, write) {
      await pruneNowAndThen();
      const requestHash = hashBody(body);
      // A key pruned between the claim and the read is free again: one more attempt claims it.
      return (
        (await attempt(endpoint, key, requestHash, write)) ??
        (await attempt(endpoint, key, requestHash, write)) ??
        Promise.reject(new Error(`Idempotency key ${endpoint}/${key} could be neither claimed nor read.`))
      );
    },
  };
}
