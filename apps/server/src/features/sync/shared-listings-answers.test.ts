import { SYNC_PROTOCOL } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBulkSimulators } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { sharedListingsAnswers, type PositionedAnswer } from './shared-listings-answers';
import { syncListingsRepo } from './sync-listings.repo';
import { createSyncService, type ListingsPosition } from './sync.service';

let first: TestServer;
beforeAll(async () => {
  first = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => first?.close());

const listingsUrl = (server: TestServer) => `${server.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`;

/** The ETag and body of a server's listings answer. */
async function answerOf(server: TestServer): Promise<{ etag: string | null; body: string }> {
  const res = await fetch(listingsUrl(server));
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), body: await res.text() };
}

/** A promise with its resolve at hand (Promise.withResolvers needs Node 22). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  const settlers: ((value: T) => void)[] = [];
  const promise = new Promise<T>((settle) => settlers.push(settle));
  return { promise, resolve: (value) => settlers.forEach((settle) => settle(value)) };
}

/** How many of the spied reads of every stored listing returned a text holding `marker`. */
async function readsHolding(read: { mock: { results: { value: unknown }[] } }, marker: string): Promise<number> {
  const texts = await Promise.all(read.mock.results.map((result) => result.value));
  return texts.filter((text) => typeof text === 'string' && text.includes(marker)).length;
}

describe('the listings answer shared by the server processes on one database', () => {
  it('is built by one process after a write, and the other sends the same bytes without building it', async () => {
    const second = await startTestServer({ databaseOf: first });
    const read = vi.spyOn(syncListingsRepo, 'currentJson');
    try {
      await answerOf(second);
      await insertBulkSimulators(first.pool, 3, 'Built by one process');
      // Both keepers hear the write; each request joins its process's build in flight or finds the answer kept.
      await eventually(async () => expect(await readsHolding(read, 'Built by one process')).toBeGreaterThan(0));
      const [fromFirst, fromSecond] = await Promise.all([answerOf(first), answerOf(second)]);
      expect(fromFirst.body).toContain('Built by one process');
      expect(fromSecond).toEqual(fromFirst);
      expect(await readsHolding(read, 'Built by one process')).toBe(1);
    } finally {
      read.mockRestore();
      await second.close();
    }
  });

  it('is read, not built, by a process that starts after it was built', async () => {
    const built = await answerOf(first);
    const read = vi.spyOn(syncListingsRepo, 'currentJson');
    const later = await startTestServer({ databaseOf: first, listingsKeeper: false });
    try {
      expect(await answerOf(later)).toEqual(built);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      await later.close();
    }
  });
});

/** A made-up answer at `at`, told apart by its ETag. */
const answerAt = (at: ListingsPosition, etag: string): PositionedAnswer => ({
  position: at,
  answer: { etag, gzip: Buffer.from(etag) },
});

describe('sharedListingsAnswers', () => {
  let alone: TestServer;
  let position: ListingsPosition;
  beforeAll(async () => {
    alone = await startTestServer({ seed: fixtureSeed, listingsKeeper: false });
    position = await createSyncService(alone.pool).listingsPosition({ protocol: SYNC_PROTOCOL });
  });
  afterAll(() => alone?.close());

  it('lets a process wait while another builds, then hands it that answer', async () => {
    const shared = sharedListingsAnswers(alone.pool);
    const started = deferred<void>();
    const finished = deferred<PositionedAnswer>();
    const building = shared.obtain(position, () => {
      started.resolve();
      return finished.promise;
    });
    await started.promise;
    // The other process comes while the first holds the lock, and is still waiting half a second later.
    const otherBuild = vi.fn<() => Promise<PositionedAnswer>>(async () => answerAt(position, '"second build"'));
    const waiting = shared.obtain(position, otherBuild);
    await new Promise((resolve) => setTimeout(resolve, 500));
    finished.resolve(answerAt(position, '"slow build"'));
    expect((await building).answer.etag).toBe('"slow build"');
    expect((await waiting).answer.etag).toBe('"slow build"');
    expect(otherBuild).not.toHaveBeenCalled();
  });

  it('lets the lock go when a build fails, so the next one builds', async () => {
    await alone.pool.query(`DELETE FROM sync_listings_answers`);
    const shared = sharedListingsAnswers(alone.pool);
    await expect(shared.obtain(position, () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed');
    expect((await shared.obtain(position, async () => answerAt(position, '"after a failure"'))).answer.etag).toBe('"after a failure"');
  });

  it('never shares an answer at a plain cursor, whose version a restore may draw again', async () => {
    const plain = { ...position, protocol: 1, cursor: '7' };
    const shared = sharedListingsAnswers(alone.pool);
    await shared.obtain(plain, async () => answerAt(plain, '"one"'));
    expect((await shared.obtain(plain, async () => answerAt(plain, '"two"'))).answer.etag).toBe('"two"');
    const { rows } = await alone.pool.query(`SELECT 1 FROM sync_listings_answers WHERE protocol = 1`);
    expect(rows).toEqual([]);
  });

  it('keeps the answer of the later change when an older build ends last', async () => {
    const shared = sharedListingsAnswers(alone.pool);
    await insertBulkSimulators(alone.pool, 1, 'Moves the position');
    const later = await createSyncService(alone.pool).listingsPosition({ protocol: SYNC_PROTOCOL });
    await shared.obtain(later, async () => answerAt(later, '"later"'));
    await shared.obtain(position, async () => answerAt(position, '"older"'));
    const { rows } = await alone.pool.query<{ etag: string }>(`SELECT etag FROM sync_listings_answers WHERE protocol = $1`, [
      SYNC_PROTOCOL,
    ]);
    expect(rows).toEqual([{ etag: '"later"' }]);
  });
});
