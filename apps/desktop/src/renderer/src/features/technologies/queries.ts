import { PUBLIC_READS, type Technology } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../data/api-client';
import { CACHE_KEYS, readCachedTechnologies, readCachedTechnology } from '../../data/cache';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { sortByName } from '../../lib/by-name';

export const technologyKeys = {
  all: CACHE_KEYS.technologies,
  list: () => [...technologyKeys.all, 'list'] as const,
  detail: (id: number | null) => [...technologyKeys.all, 'detail', id] as const,
};

/** Every technology from the offline cache, alphabetical. */
export function useTechnologies() {
  const layer = useDataLayer();
  return useQuery({
    queryKey: technologyKeys.list(),
    queryFn: async () => sortByName(await readCachedTechnologies(layer)),
  });
}

/**
 * A technology the cache does not hold is asked of the API; a 404 there is an answer (null: Technology
 * Not Found), while an unreachable server stays an error the page can tell apart.
 */
async function readTechnology(layer: DataLayer, id: number): Promise<Technology | null> {
  const cached = await readCachedTechnology(layer, id);
  if (cached) return cached;
  try {
    return await callApi(PUBLIC_READS.getTechnology, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One technology, from the cache or else the API. Idle for a null id (the route's text was not an id). */
export function useTechnology(id: number | null) {
  const layer = useDataLayer();
  return useQuery({
    queryKey: technologyKeys.detail(id),
    queryFn: id === null ? skipToken : () => readTechnology(layer, id),
  });
}
