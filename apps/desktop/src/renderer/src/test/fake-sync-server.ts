import {
  PLAIN_CURSOR_PROTOCOL,
  readSyncCursor,
  SYNC_PROTOCOL,
  writeSyncCursor,
  type Simulator,
  type SyncCursor,
  type SyncResponse,
  type Technology,
} from '@rsd/core';
import { TEST_DATASET } from './fixtures';

type Change =
  | { kind: 'simulator'; version: number; row: Simulator }
  | { kind: 'technology'; version: number; row: Technology }
  | { kind: 'simulator-deleted'; version: number; id: number }
  | { kind: 'technology-deleted'; version: number; id: number };

/**
 * The server's side of GET /api/sync in memory: one version sequence, the latest change per row, pages of at
 * most `limit` changes after `since`, under cursors of the real server's form (each version with a fingerprint of
 * its own; the stamps are not checked here, the real server's tests do that). Records every call so tests can
 * check the cursors sent.
 */
export function createFakeSyncServer(protocol: number = SYNC_PROTOCOL) {
  let sequence = 0;
  let dataset = TEST_DATASET;
  const changes = new Map<string, Change>();
  const calls: { since: SyncCursor; limit: number; protocol: number | undefined }[] = [];
  /** Never reset, as random fingerprints never repeat: a version drawn again gets another one. */
  let draws = 0;
  const fingerprints = new Map<number, string>();

  function draw(): number {
    sequence += 1;
    draws += 1;
    fingerprints.set(sequence, draws.toString(16).padStart(32, '0'));
    return sequence;
  }

  /** The cursor of a page that ends at `version`: what the engine stores and sends back. */
  function cursorAt(version: number): SyncCursor {
    const fingerprint = fingerprints.get(version);
    if (protocol === PLAIN_CURSOR_PROTOCOL || fingerprint === undefined) return writeSyncCursor({ version: BigInt(version), stamp: null });
    return writeSyncCursor({ version: BigInt(version), stamp: { fingerprint, prunedThrough: 0n } });
  }

  function record(key: string, change: Change) {
    changes.delete(key);
    changes.set(key, change);
  }

  return {
    calls,
    protocol,
    cursorAt,
    putSimulator(row: Simulator) {
      const version = draw();
      record(`s${row.id}`, { kind: 'simulator', version, row: { ...row, version } });
    },
    putTechnology(row: Technology) {
      const version = draw();
      record(`t${row.id}`, { kind: 'technology', version, row: { ...row, version } });
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
      record(`s${id}`, { kind: 'simulator-deleted', version: draw(), id });
    },
    fetchPage: async (since: SyncCursor, limit: number, clientProtocol?: number): Promise<SyncResponse> => {
      calls.push({ since, limit, protocol: clientProtocol });
      const from = Number(readSyncCursor(since).version);
      const after = [...changes.values()].filter((change) => change.version > from).toSorted((a, b) => a.version - b.version);
      const page = after.slice(0, limit);
      const last = page.at(-1);
      return {
        protocol,
        dataset,
        cursor: last ? cursorAt(last.version) : since,
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
