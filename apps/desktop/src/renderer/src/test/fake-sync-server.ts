import { SYNC_PROTOCOL, type Simulator, type SyncCursor, type SyncResponse, type Technology } from '@rsd/core';
import { TEST_DATASET } from './fixtures';

type Change =
  | { kind: 'simulator'; version: number; row: Simulator }
  | { kind: 'technology'; version: number; row: Technology }
  | { kind: 'simulator-deleted'; version: number; id: number }
  | { kind: 'technology-deleted'; version: number; id: number };

/**
 * The server's side of GET /api/sync in memory: one version sequence, the latest change per row,
 * pages of at most `limit` changes after `since`. Records every call so tests can check the cursors sent.
 */
export function createFakeSyncServer(protocol: number = SYNC_PROTOCOL) {
  let sequence = 0;
  let dataset = TEST_DATASET;
  const changes = new Map<string, Change>();
  const calls: { since: SyncCursor; limit: number; protocol: number | undefined }[] = [];

  function record(key: string, change: Change) {
    changes.delete(key);
    changes.set(key, change);
  }

  return {
    calls,
    protocol,
    putSimulator(row: Simulator) {
      sequence += 1;
      record(`s${row.id}`, { kind: 'simulator', version: sequence, row: { ...row, version: sequence } });
    },
    putTechnology(row: Technology) {
      sequence += 1;
      record(`t${row.id}`, { kind: 'technology', version: sequence, row: { ...row, version: sequence } });
    },
    /** As if the server's database were recreated: same rows, a new dataset id, versions from 1 again. */
    recreateDatabase() {
      dataset = `${dataset}-recreated`;
      const rows = [...changes.values()];
      changes.clear();
      sequence = 0;
      for (const change of rows) {
        if (change.kind === 'simulator') this.putSimulator(change.row);
        if (change.kind === 'technology') this.putTechnology(change.row);
      }
    },
    deleteSimulator(id: number) {
      sequence += 1;
      record(`s${id}`, { kind: 'simulator-deleted', version: sequence, id });
    },
    fetchPage: async (since: SyncCursor, limit: number, clientProtocol?: number): Promise<SyncResponse> => {
      calls.push({ since, limit, protocol: clientProtocol });
      const after = [...changes.values()].filter((change) => change.version > Number(since)).toSorted((a, b) => a.version - b.version);
      const page = after.slice(0, limit);
      const last = page.at(-1);
      return {
        protocol,
        dataset,
        cursor: last ? String(last.version) : since,
        hasMore: after.length > limit,
        remaining: Math.max(0, after.length - limit),
        simulators: page.flatMap((c) => (c.kind === 'simulator' ? [c.row] : [])),
        technologies: page.flatMap((c) => (c.kind === 'technology' ? [c.row] : [])),
        deleted: {
          simulators: page.flatMap((c) => (c.kind === 'simulator-deleted' ? [c.id] : [])),
          technologies: page.flatMap((c) => (c.kind === 'technology-deleted' ? [c.id] : [])),
        },
      };
    },
  };
}
