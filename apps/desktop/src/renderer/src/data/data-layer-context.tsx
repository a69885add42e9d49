/** Hands the data layer (the cache database and its sync engine) to the screens' data hooks, through React context. */
import { createContext, useContext, type ReactNode } from 'react';
import type { DirectoryDb } from './cache/db';
import type { SearchWorkerHandle } from '../features/search/search-protocol';
import type { SimilarWorkerHandle } from '../features/simulator/similar-protocol';
import type { SyncEngine } from './sync/worker/pull-changes';

export interface DataLayer {
  db: DirectoryDb;
  engine: SyncEngine;
  /** Starts the global search's worker; tests serve it over a MessageChannel (the page's own: features/search/). */
  spawnSearchWorker?: () => SearchWorkerHandle;
  /** Starts the similar tools' worker; tests serve it over a MessageChannel (the page's own: features/simulator/). */
  spawnSimilarWorker?: () => SimilarWorkerHandle;
}

const DataContext = createContext<DataLayer | null>(null);

/** Hands the cache and its sync engine to the hooks; tests pass an engine over a fake page source. */
export function DataProvider({ value, children }: { value: DataLayer; children: ReactNode }) {
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useDataLayer(): DataLayer {
  const layer = useContext(DataContext);
  if (!layer) throw new Error('useDataLayer must be used inside <DataProvider>.');
  return layer;
}
