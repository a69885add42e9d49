import type { Simulator } from '@rsd/core';
import { describe, expect, it } from 'vitest';
import { createTimeSlicer } from '../../lib/time-slicer';
import { makeSimulator } from '../../test/fixtures';
import { withFreshCache } from '../../test/test-db';
import type { SyncEngine } from '../sync';
import { db, putLiveSimulators, toLiveSimulators } from './db';
import { readCachedSimulators, readCachedSimulatorsById } from './reads';

const tools = [1, 2, 3, 4].map((id) => makeSimulator({ id, name: `Tool ${id}` }));

/** What a first sync has stored so far: every tool's listing, the records of `stored` only. */
async function firstSyncStored(stored: readonly Simulator[]): Promise<void> {
  const { listings } = await toLiveSimulators(tools, createTimeSlicer());
  const { records } = await toLiveSimulators([...stored], createTimeSlicer());
  await putLiveSimulators(db, { listings, records });
}

/** A first sync under way: it stores the other records when it finishes, and says it has synced after. */
function firstSyncUnderWay(): SyncEngine & { runs: number } {
  let synced = false;
  const engine = {
    runs: 0,
    hasSynced: () => Promise.resolve(synced),
    firstRows: () => Promise.resolve(),
    syncNow: async () => {
      engine.runs += 1;
      await firstSyncStored(tools);
      synced = true;
      return { pages: 2, changes: { simulators: true, technologies: false, listings: true } };
    },
  };
  return engine;
}

/** A first sync that cannot go on: the server is out of reach. */
const offline: SyncEngine = {
  hasSynced: () => Promise.resolve(false),
  firstRows: () => Promise.reject(new Error('Server unreachable.')),
  syncNow: () => Promise.reject(new Error('Server unreachable.')),
};

const ids = (simulators: readonly Simulator[]) => simulators.map((simulator) => simulator.id).toSorted();

describe('whole reads during a first sync (every tool listed, some records stored)', () => {
  withFreshCache();

  it('every simulator waits for the first sync to finish, not for its first stored records', async () => {
    await firstSyncStored(tools.slice(0, 1));
    const engine = firstSyncUnderWay();
    expect(ids(await readCachedSimulators({ db, engine }))).toEqual([1, 2, 3, 4]);
    expect(engine.runs).toBe(1);
  });

  it('every simulator is what the cache holds once a sync has finished, without another run', async () => {
    await firstSyncStored(tools.slice(0, 2));
    const engine = firstSyncUnderWay();
    await engine.syncNow();
    await db.simulators.delete(4);
    expect(ids(await readCachedSimulators({ db, engine }))).toEqual([1, 2, 3]);
    expect(engine.runs).toBe(1);
  });

  it('offline, every simulator is what the interrupted first sync stored; with nothing stored, its error', async () => {
    await firstSyncStored(tools.slice(0, 2));
    expect(ids(await readCachedSimulators({ db, engine: offline }))).toEqual([1, 2]);
    await db.simulators.clear();
    await expect(readCachedSimulators({ db, engine: offline })).rejects.toThrow('Server unreachable.');
  });

  it('the export: listed tools not stored whole yet wait for the first sync, in the order asked', async () => {
    await firstSyncStored(tools.slice(0, 1));
    const engine = firstSyncUnderWay();
    const read = await readCachedSimulatorsById({ db, engine }, [3, 1, 4]);
    expect(read.map((simulator) => simulator.id)).toEqual([3, 1, 4]);
    expect(engine.runs).toBe(1);
  });

  it('the export: stored tools answer at once, without a sync', async () => {
    await firstSyncStored(tools.slice(0, 2));
    const engine = firstSyncUnderWay();
    expect((await readCachedSimulatorsById({ db, engine }, [2, 1])).map((simulator) => simulator.id)).toEqual([2, 1]);
    expect(engine.runs).toBe(0);
  });
});
