import { makeJob } from '@rsd/core/testing';
import { Dexie, type DBCore, type Middleware } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator } from '../../test/fixtures';
import { readSavedJobs, saveJob } from '../local/saved-jobs';
import { INITIAL_SYNC_STATUS, useSyncStatus } from '../sync/status';
import { readSyncMeta } from '../sync/worker/meta';
import { createSyncEngine } from '../sync/worker/pull-changes';
import { openDirectoryDb, type DirectoryDb } from './db';
import { isQuotaError, openCacheOrRebuild, withCacheRecovery } from './recovery';

let counter = 0;
const opened: Dexie[] = [];
/** A database of its own per test, so a broken one never leaks into the next. */
function freshName(): string {
  counter += 1;
  return `rsd-recovery-${counter}`;
}
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete().catch(() => undefined);
  useSyncStatus.setState(INITIAL_SYNC_STATUS, true);
});

/** Fails the next write to `table` as a full disk does, once. */
function quotaOnce(table: string): Middleware<DBCore> {
  let armed = true;
  return {
    stack: 'dbcore',
    name: 'quota-once',
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        return {
          ...inner,
          mutate: (req) => {
            if (armed && name === table && req.type === 'put') {
              armed = false;
              return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
            }
            return inner.mutate(req);
          },
        };
      },
    }),
  };
}

describe('openCacheOrRebuild', () => {
  it('opens a sound cache as it is, rows kept', async () => {
    const name = freshName();
    const first = track(openDirectoryDb(name));
    await first.simulators.put(makeSimulator({ id: 1 }));
    first.close();

    const db = track(openDirectoryDb(name));
    expect(await openCacheOrRebuild(db)).toBe('opened');
    expect(await db.simulators.count()).toBe(1);
  });

  it('rebuilds a cache whose upgrade fails, instead of leaving the app without data', async () => {
    const name = freshName();
    const old = track(openDirectoryDb(name));
    await old.simulators.put(makeSimulator({ id: 1 }));
    old.close();

    // The next version's migration throws on the stored rows.
    const db = track(openDirectoryDb(name));
    db.version(90)
      .stores({})
      .upgrade(() => {
        throw new Error('cannot migrate these rows');
      });
    await expect(db.simulators.count()).rejects.toThrow('cannot migrate these rows');

    expect(await openCacheOrRebuild(db)).toBe('rebuilt');
    expect(await db.simulators.count()).toBe(0);
    await db.simulators.put(makeSimulator({ id: 2 }));
    expect(await db.simulators.count()).toBe(1);
  });

  it('opens a cache left by a later version with other tables into a usable one', async () => {
    const name = freshName();
    const newer = track(new Dexie(name));
    newer.version(99).stores({ somethingElse: 'id' });
    await newer.open();
    newer.close();

    const db = track(openDirectoryDb(name));
    await openCacheOrRebuild(db);
    expect(db.backendDB().objectStoreNames.contains('simulators')).toBe(true);
    await db.simulators.put(makeSimulator({ id: 3 }));
    expect(await db.simulators.get(3)).toBeDefined();
  });
});

describe('withCacheRecovery', () => {
  it('on a full disk, drops the cached rows, pulls everything again, and keeps what the visitor saved', async () => {
    const server = createFakeSyncServer();
    for (const id of [1, 2, 3]) server.putSimulator(makeSimulator({ id }));
    const db: DirectoryDb = track(openDirectoryDb(freshName()));
    const plain = createSyncEngine({ db, fetchPage: server.fetchPage, runExclusive: null });
    await plain.syncNow();
    await saveJob(db, makeJob({ id: 7 }));
    db.close();

    // Reopened with a disk that fills up on the next write of a simulator.
    const full = track(openDirectoryDb(db.name)).use(quotaOnce('simulators'));
    server.putSimulator(makeSimulator({ id: 4 }));
    const failures: unknown[] = [];
    const bare = createSyncEngine({ db: full, fetchPage: server.fetchPage, runExclusive: null });
    const watched = {
      hasSynced: bare.hasSynced,
      firstRows: bare.firstRows,
      syncNow: async () => {
        try {
          return await bare.syncNow();
        } catch (error) {
          failures.push(error);
          throw error;
        }
      },
    };
    server.calls.length = 0;
    await withCacheRecovery(watched, full).syncNow();

    expect(failures.map(isQuotaError)).toEqual([true]);
    // The delta that hit the full disk, then everything again from the start.
    expect(server.calls.map((call) => call.since)).toEqual([server.cursorAt(3), '0']);
    expect((await full.simulators.toArray()).map((s) => s.id).toSorted()).toEqual([1, 2, 3, 4]);
    expect((await readSyncMeta(full))?.lastSyncedAt).not.toBeNull();
    expect((await readSavedJobs(full)).ids).toEqual([7]);
    expect(useSyncStatus.getState()).toMatchObject({ error: null, offline: false });
  });

  it('passes other failures on untouched', async () => {
    const db = track(openDirectoryDb(freshName()));
    const engine = withCacheRecovery(
      createSyncEngine({
        db,
        fetchPage: async () => {
          throw new Error('500: boom');
        },
        runExclusive: null,
      }),
      db,
    );
    await expect(engine.syncNow()).rejects.toThrow('500: boom');
  });
});
