import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Simulator } from '@rsd/core';
import type { ChangeSource } from '../../db/change-feed';

const gzipAsync = promisify(gzip);

/** The list as sent: the JSON bytes, their gzip, and a strong ETag of the JSON. */
export interface SerializedList {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

async function serialize(list: Simulator[]): Promise<SerializedList> {
  const json = Buffer.from(JSON.stringify(list));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 32);
  return { etag: `"${hash}"`, json, gzip: await gzipAsync(json) };
}

/**
 * Keeps the serialized simulator list in memory so repeat requests (and every 304) touch no SQL.
 * Dropped on every NOTIFY for the simulators table, whichever process wrote; bypassed while the change
 * feed is down, since a missed notification would otherwise serve stale data indefinitely.
 */
export class SimulatorListCache {
  private current: SerializedList | undefined;
  private pending: Promise<SerializedList> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<Simulator[]>,
    private readonly changes: ChangeSource,
  ) {
    changes.subscribe(({ table }) => {
      if (table === null || table === 'simulators') this.invalidate();
    });
  }

  get(): Promise<SerializedList> {
    if (this.current && this.changes.live) return Promise.resolve(this.current);
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load()
      .then(serialize)
      .then((list) => {
        // A change that arrived while loading may not be in `list`: serve it once, do not keep it.
        if (generation === this.generation && this.changes.live) this.current = list;
        return list;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }

  invalidate(): void {
    this.generation++;
    this.current = undefined;
    this.pending = undefined;
  }
}
