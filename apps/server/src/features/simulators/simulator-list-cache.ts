import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Simulator } from '@rsd/core';
import type { ChangeSource } from '../../db/change-feed';

const gzipAsync = promisify(gzip);

/** The list as sent: the JSON bytes, their gzip, and its ETag. */
export interface SerializedList {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/**
 * The whole list as one snapshot read it, with that snapshot's content stamp; no rows when there are more than
 * LIST_CACHE_MAX_ROWS (the route then streams them).
 */
export interface LoadedList {
  stamp: string;
  /** Each row's JSON text as PostgreSQL wrote it (simulatorsRepo.listJson). */
  rows: string[] | undefined;
}

/**
 * The most rows the list is kept in memory for (about 6 MB of JSON at bench sizes). Serializing 30,000 at once
 * grew the server by about 1 GB and kept 200 MB of JSON; past this the list is streamed page by page instead.
 */
export const LIST_CACHE_MAX_ROWS = 1_000;

/** How many rows a content stamp (`version-count-fingerprint`) names. */
export const rowsOfStamp = (stamp: string): number => Number(stamp.split('-')[1]);

/** The fields a listed simulator has: a build that sends other fields sends other bytes for the same rows. */
const LAYOUT = Object.keys(Simulator.shape).join(',');

/**
 * The list's validator, from the table's content stamp and the layout, so it is known without reading the rows: from
 * a write's NOTIFY, in every server process alike. Weak, since it is derived from what the body says rather than
 * hashed from its bytes.
 */
export const listEtag = (stamp: string): string =>
  `W/"${createHash('sha256').update(`list\n${LAYOUT}\n${stamp}`).digest('base64url').slice(0, 32)}"`;

async function serialize(stamp: string, rows: string[]): Promise<SerializedList> {
  const json = Buffer.from(`[${rows.join(',')}]`);
  return { etag: listEtag(stamp), json, gzip: await gzipAsync(json) };
}

/**
 * Keeps the serialized simulator list in memory so repeat requests touch no SQL, and the table's content stamp so
 * every 304 touches none, even after a write's NOTIFY dropped the list. Dropped on every NOTIFY for the simulators
 * table, whichever process wrote; bypassed while the change feed is down, since a missed notification would
 * otherwise serve stale data indefinitely.
 */
export class SimulatorListCache {
  private current: SerializedList | undefined;
  /**
   * The table's content stamp as last heard, from a NOTIFY or a read no NOTIFY overtook; none before the first, or
   * after a reconnect (changes may have been missed).
   */
  private heardStamp: string | undefined;
  private pending: Promise<SerializedList | undefined> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<LoadedList>,
    private readonly changes: ChangeSource,
  ) {
    changes.subscribe(({ table, stamp }) => {
      if (table !== null && table !== 'simulators') return;
      this.generation++;
      this.current = undefined;
      this.pending = undefined;
      this.heardStamp = stamp;
    });
  }

  /** The current list's ETag when it is known without a query (the list in memory, or the last NOTIFY's stamp). */
  knownEtag(): string | undefined {
    if (!this.changes.live) return undefined;
    if (this.current) return this.current.etag;
    return this.heardStamp === undefined ? undefined : listEtag(this.heardStamp);
  }

  /** The list from memory, or read and kept; undefined when it has too many rows to keep (stream it instead). */
  get(): Promise<SerializedList | undefined> {
    if (this.current && this.changes.live) return Promise.resolve(this.current);
    if (this.heardStamp !== undefined && this.changes.live && rowsOfStamp(this.heardStamp) > LIST_CACHE_MAX_ROWS) {
      return Promise.resolve(undefined);
    }
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load()
      .then(async ({ stamp, rows }) => {
        const fresh = generation === this.generation && this.changes.live;
        // A change that arrived while loading may not be in what was read: serve it once, do not keep it.
        if (fresh) this.heardStamp = stamp;
        if (rows === undefined) return undefined;
        const list = await serialize(stamp, rows);
        if (fresh && generation === this.generation) this.current = list;
        return list;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }
}
