import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { RetryLaterError } from '../../http/http-error';

/**
 * scrypt runs on libuv's threadpool, whose one first-come queue gzip and file reads share: 40 sign-ins at once
 * made a compressed answer wait 1.9 s instead of 41 ms. Hashing may take half of its threads (4 unless
 * UV_THREADPOOL_SIZE says otherwise), so the other half is always free for them.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor((Number(process.env['UV_THREADPOOL_SIZE']) || 4) / 2));
/** Hashes that may wait their turn: about 2 s of work at ~120 ms each, 2 at once. One more is refused. */
export const HASHING_QUEUE_LIMIT = 32;
/** A full queue drains by half within a second. */
export const HASHING_RETRY_AFTER_SECONDS = 1;
export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** One queue for the whole process: sign-ins, account writes and the seed's administrator all hash in turn. */
const hashing = pLimit(HASHING_CONCURRENCY);

/** scrypt in turn; with the queue full, a 503 'unavailable' with Retry-After instead of a wait behind it. */
function scryptInTurn(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  // Both counts: p-limit holds a call as pending until the next microtask even when a thread is free.
  if (hashing.activeCount + hashing.pendingCount >= HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT) {
    return Promise.reject(new RetryLaterError(503, 'unavailable', HASHING_BUSY_MESSAGE, HASHING_RETRY_AFTER_SECONDS));
  }
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );
}

// N = 2^15 with r = 8 needs 32 MiB: maxmem must allow it (the default stops at 32 MiB exactly).
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash, so they can be raised later. Throws the
 * 503 of a full hashing queue.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptInTurn(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEM });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Constant-time check of `password` against a hash from hashPassword; a malformed hash never matches. Throws the
 * 503 of a full hashing queue.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEM };
  const actual = await scryptInTurn(password, Buffer.from(salt, 'base64url'), expected.length, options).catch((err: unknown) => {
    if (err instanceof RetryLaterError) throw err;
    // Parameters scrypt refuses (not a power of two, beyond maxmem): not a hash we wrote.
    return undefined;
  });
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}
