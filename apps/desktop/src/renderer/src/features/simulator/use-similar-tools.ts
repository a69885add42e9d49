import { toSimulatorListing, type Simulator } from '@rsd/core';
import { useQuery } from '@tanstack/react-query';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { simulatorKeys, SIMULATORS_STALE_TIME } from './queries';
import { createSimilarClient, type SimilarClient } from './similar-client';
import { spawnSimilarWorker } from './spawn-similar-worker';

/** One worker per data layer (a page has one; each test its own), kept while the page lives. */
const clients = new WeakMap<DataLayer, SimilarClient>();

function clientOf(layer: DataLayer): SimilarClient {
  let client = clients.get(layer);
  if (!client) {
    client = createSimilarClient(layer.spawnSimilarWorker ?? spawnSimilarWorker);
    clients.set(layer, client);
  }
  return client;
}

/**
 * The tools like this one, ranked on a worker from the cached listings: at 30,000 tools reading them all and ranking
 * them on the page was a long task of its own on every detail page. Under the simulators' key, so a sync that changed
 * simulators asks again.
 */
export function useSimilarTools(simulator: Simulator) {
  const layer = useDataLayer();
  return useQuery({
    queryKey: [...simulatorKeys.all, 'similar', simulator.id],
    queryFn: () => clientOf(layer).ask(toSimulatorListing(simulator)),
    staleTime: SIMULATORS_STALE_TIME,
  });
}
