import { PUBLIC_READS, type Simulator } from '@rsd/core';
import { callApi } from '../../data/api-client';

/** GET one simulator from the server: a chunk of its own, since home's list (the cache) never needs the API client or the read schemas. */
export function fetchSimulator(id: number): Promise<Simulator> {
  return callApi(PUBLIC_READS.getSimulator, { params: { id } });
}
