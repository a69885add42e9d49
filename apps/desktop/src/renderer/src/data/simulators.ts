import type { Simulator } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useDataLayer, type DataLayer } from './data-context';
import { queryKeys } from './query-keys';

/** Spec 9: the simulator list is fresh for 60 seconds. */
export const SIMULATORS_STALE_TIME = 60_000;

async function readSimulators({ db, engine }: DataLayer): Promise<Simulator[]> {
  // A first visit has nothing cached yet: wait for the first sync rather than show an empty directory.
  if ((await db.simulators.count()) === 0 && !(await engine.hasSynced())) await engine.syncNow();
  return sortByName(await db.simulators.toArray());
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical as a reader expects it: 'ert' between 'DuMux' and 'FEHM', not after every capital. */
function sortByName(simulators: Simulator[]): Simulator[] {
  return simulators.toSorted((a, b) => byName.compare(a.name, b.name));
}

/** Every simulator, from the offline cache. */
export function useSimulators() {
  const layer = useDataLayer();
  return useQuery({
    queryKey: queryKeys.simulators.list(),
    queryFn: () => readSimulators(layer),
    staleTime: SIMULATORS_STALE_TIME,
  });
}

async function readSimulator({ db }: DataLayer, id: number): Promise<Simulator> {
  const cached = await db.simulators.get(id);
  if (cached) return cached;
  try {
    return await callApi('getSimulator', { params: { id } });
  } catch (cause) {
    throw new Error(`Failed to fetch simulator ${id}`, { cause });
  }
}

/**
 * One simulator from the cache, or from the API when it is not cached (yet). Idle for a null id: the
 * route's text was not an id (parseSimulatorId), so nothing can come back.
 */
export function useSimulator(id: number | null) {
  const layer = useDataLayer();
  return useQuery({
    queryKey: queryKeys.simulators.detail(id),
    queryFn: id === null ? skipToken : () => readSimulator(layer, id),
  });
}
