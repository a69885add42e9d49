import type { Simulator, Technology } from '@rsd/core';
import type { DataLayer } from './data-context';

/** Every cached simulator. A first visit has nothing cached yet: it waits for the first sync rather than show an empty directory. */
export async function readCachedSimulators({ db, engine }: DataLayer): Promise<Simulator[]> {
  if ((await db.simulators.count()) === 0 && !(await engine.hasSynced())) await engine.syncNow();
  return db.simulators.toArray();
}

/** One cached simulator, or undefined when the cache does not hold it (yet). */
export function readCachedSimulator({ db }: DataLayer, id: number): Promise<Simulator | undefined> {
  return db.simulators.get(id);
}

/** Every cached technology; like the simulators, a never-filled cache waits for the first sync. */
export async function readCachedTechnologies({ db, engine }: DataLayer): Promise<Technology[]> {
  if ((await db.technologies.count()) === 0 && !(await engine.hasSynced())) await engine.syncNow();
  return db.technologies.toArray();
}

/** One cached technology, or undefined when the cache does not hold it (yet). */
export function readCachedTechnology({ db }: DataLayer, id: number): Promise<Technology | undefined> {
  return db.technologies.get(id);
}
