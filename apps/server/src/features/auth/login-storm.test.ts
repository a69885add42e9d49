import http from 'node:http';
import { ErrorBody, RETRY_AFTER_HEADER } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directorySeed } from '../../db/seed/directory-seed';
import { RetryLaterError } from '../../http/http-error';
import { createAccount, signIn } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  HASHING_BUSY_MESSAGE,
  HASHING_CONCURRENCY,
  HASHING_QUEUE_LIMIT,
  HASHING_RETRY_AFTER_SECONDS,
  hashPassword,
  verifyPassword,
} from '../users/password';
import { LOGIN_FAILED_MESSAGE } from './auth.service';

vi.mock('../users/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../users/password')>();
  return {
    ...actual,
    hashPassword: vi.fn<typeof actual.hashPassword>(actual.hashPassword),
    verifyPassword: vi.fn<typeof actual.verifyPassword>(actual.verifyPassword),
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: directorySeed.data });
  await createAccount(server.pool, 'root');
});
afterAll(() => server?.close());

/**
 * A first visit's sync of the real directory, which compression() gzips per request on libuv's threadpool (the
 * simulator list would not do: its gzip is made once and kept). On a connection of its own; resolves once the
 * whole compressed body is in. Node's http, not fetch, which would decompress on the test's threadpool too.
 */
function compressedSync(): Promise<{ status: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${API.sync}?since=0&limit=1000`, { headers: { 'Accept-Encoding': 'gzip' }, agent: false }, (res) => {
      res.resume();
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
  });
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: ErrorBody;
}

const failedSignIn = async (): Promise<Answer> => {
  const res = await signIn(server.url, 'root', 'wrong password');
  return { status: res.status, retryAfter: res.headers.get(RETRY_AFTER_HEADER), body: ErrorBody.parse(await res.json()) };
};

// Dozens of scrypt hashes on libuv's four threads: over 30 s on a loaded CI host.
describe('password hashing under a storm of sign-ins', { timeout: 90_000 }, () => {
  it('answers a compressed read before the sign-ins that were waiting for their hash', async () => {
    expect(await compressedSync()).toEqual({ status: 200, encoding: 'gzip' });
    const checksBefore = vi.mocked(verifyPassword).mock.calls.length;
    let answered = 0;
    // As many as the hashing queue holds, less a few: none is refused.
    const signIns = Array.from({ length: HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT - 4 }, () =>
      failedSignIn().then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    // Every sign-in has asked for its hash: each one is waiting for a thread, or using one.
    await vi.waitUntil(() => vi.mocked(verifyPassword).mock.calls.length === checksBefore + signIns.length, {
      timeout: 10_000,
      interval: 1,
    });
    const answeredAtRead = answered;
    const read = await compressedSync();
    const waiting = signIns.length - answeredAtRead;
    const overtaken = answered - answeredAtRead;
    const answers = await Promise.all(signIns);

    expect(read).toEqual({ status: 200, encoding: 'gzip' });
    // Unbounded, the compression's work waited behind every scrypt call already in libuv's first-come queue.
    expect(overtaken).toBeLessThan(waiting / 2);
    expect(waiting).toBeGreaterThan(signIns.length / 2);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
  });

  it('answers 503 with Retry-After to sign-ins beyond the hashing queue and 401 to the others, never a 500', async () => {
    const capacity = HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT;
    await server.pool.query('DELETE FROM rate_limit_windows');
    const answers = await Promise.all(Array.from({ length: capacity + 40 }, () => failedSignIn()));

    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401, 503]));
    const busy = answers.filter((answer) => answer.status === 503);
    const failed = answers.filter((answer) => answer.status === 401);
    // A refusal means the queue was full: every sign-in let in before it was checked.
    expect(failed.length).toBeGreaterThanOrEqual(capacity);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      expect(answer.body).toEqual({ error: { code: 'unavailable', message: HASHING_BUSY_MESSAGE } });
    }
    for (const answer of failed) expect(answer.body).toEqual({ error: { code: 'unauthorized', message: LOGIN_FAILED_MESSAGE } });
    // A refused sign-in checked no password: neither the username's nor the address's count keeps it.
    const hits = await server.pool.query<{ bucket: string; hits: number }>(
      "SELECT bucket, hits FROM rate_limit_windows WHERE bucket LIKE 'login%' ORDER BY bucket",
    );
    expect(hits.rows).toEqual([
      { bucket: 'loginAddress', hits: failed.length },
      { bucket: 'loginUsername', hits: failed.length },
    ]);
  });

  it('signs in with the right password after the storm', async () => {
    const res = await signIn(server.url, 'root');
    expect(res.status).toBe(200);
  });

  it('answers an unknown username again once the queue refused its decoy hash', async () => {
    // A server process of its own, which has no decoy hash yet.
    const fresh = await startTestServer({ databaseOf: server });
    try {
      vi.mocked(hashPassword).mockRejectedValueOnce(
        new RetryLaterError(503, 'unavailable', HASHING_BUSY_MESSAGE, HASHING_RETRY_AFTER_SECONDS),
      );
      const refused = await signIn(fresh.url, 'nobody-here', 'wrong password');
      expect(refused.status).toBe(503);
      expect(refused.headers.get(RETRY_AFTER_HEADER)).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      const again = await signIn(fresh.url, 'nobody-here', 'wrong password');
      expect(again.status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
