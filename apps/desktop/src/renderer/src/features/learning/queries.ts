import { deriveLearningResources, type LearningResource } from '@rsd/core';
import { useMemo } from 'react';
import { useSimulators } from '../simulator/queries';

export type LearningResourcesState = { status: 'pending' } | { status: 'error' } | { status: 'success'; resources: LearningResource[] };

/** The learning pool, derived from the cached simulators (it has no table of its own). */
export function useLearningResources(): LearningResourcesState {
  const query = useSimulators();
  const resources = useMemo(() => (query.data ? deriveLearningResources(query.data) : null), [query.data]);
  if (resources) return { status: 'success', resources };
  return query.isError ? { status: 'error' } : { status: 'pending' };
}
