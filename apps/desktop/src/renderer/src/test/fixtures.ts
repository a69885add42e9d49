import { SYNC_PROTOCOL, type SyncResponse } from '@rsd/core';

export { makeSimulator, makeTechnology } from '@rsd/core/testing';

/** The dataset id the fixtures' server answers with. */
export const TEST_DATASET = 'dataset-a';

/** One GET /api/sync page; empty unless the case fills it. */
export function makeSyncPage(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return {
    protocol: SYNC_PROTOCOL,
    dataset: TEST_DATASET,
    cursor: '0',
    hasMore: false,
    simulators: [],
    technologies: [],
    deleted: { simulators: [], technologies: [] },
    ...overrides,
  };
}
