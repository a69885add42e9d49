import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Simulator } from '@rsd/core';
import type { ChangeSource } from '../../db/change-feed';

const gzipAsync = promisify(gzip);

/** The list as sent: its ETag, its gzip in chunks, and its JSON bytes up to LIST_CACHE_MAX_ROWS. */
export interface SerializedList {
  etag: string;
  /** None past LIST_CACHE_MAX_ROWS: a client that takes no gzip has the rows streamed from PostgreSQL instead. */
  json: Buffer | undefined;
  gzip: readonly Buffer[];
}

/**
 * The whole list as one snapshot read it, with that snapshot's content stamp: each row's JSON text as PostgreSQL
 * wrote it (simulatorsRepo.listJson) up to LIST_CACHE_MAX_ROWS; past it the gzip of the whole array, made as the
 * rows were read.
 */
export type LoadedList = { stamp: string } & ({ rows: string[] } | { gzip: Buffer[] });

/**
 * The most rows the list's JSON is kept in memory for (about 6 MB at bench sizes). Serializing 30,000 at once grew the
 * server by about 1 GB and kept 200 MB of JSON; past this only the list's gzip is kept (about 28 MB at 30,000).
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

async function serialize(loaded: LoadedList): Promise<SerializedList> {
  const etag = listEtag(loaded.stamp);
  if ('gzip' in loaded) return { etag, json: undefined, gzip: loaded.gzip };
  const json = Buffer.from(`[${loaded.rows.join(',')}]`);
  return { etag, json, gzip: [await gzipAsync(json)] };
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
  private pending: Promise<SerializedList> | undefined;
  private generation = 0;

  constructor(
    /** Reads the list: its rows, or past LIST_CACHE_MAX_ROWS its gzip. */
    private readonly load: () => Promise<LoadedList>,
    /** Reads the table's content stamp alone (one small query). */
    private readonly readStamp: () => Promise<string>,
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

  /**
   * The list from memory, or read and kept (one read shared by the requests that come meanwhile). Past
   * LIST_CACHE_MAX_ROWS only its gzip is kept, made once per write, where compression() would gzip 208 MB per request
   * at 30,000 rows. Undefined, for the route to stream the rows from PostgreSQL, for a client that takes no gzip
   * past LIST_CACHE_MAX_ROWS (unzipping the kept gzip for it was slower than reading the rows: bench/README.md,
   * export.ts), or while the change feed is down and nothing could be kept.
   */
  async get(takesGzip: boolean): Promise<SerializedList | undefined> {
    if (!this.changes.live && (this.heardStamp === undefined || this.large())) return undefined;
    // After a start or a reconnect, the stamp alone tells whether the list is to be streamed: a plain first request
    // would otherwise wait for the gzip of a large list that it does not use (bench/export.ts, 3.7 s against 1.2 s).
    if (!takesGzip && this.heardStamp === undefined) await this.hearStamp();
    if (!takesGzip && this.large()) return undefined;
    const list = this.current && this.changes.live ? this.current : await this.read();
    return takesGzip || list.json !== undefined ? list : undefined;
  }

  /** Whether the last stamp heard names more rows than the list is kept in memory for. */
  private large(): boolean {
    return this.heardStamp !== undefined && rowsOfStamp(this.heardStamp) > LIST_CACHE_MAX_ROWS;
  }

  /** Reads the table's stamp and keeps it as heard, unless a change was heard meanwhile (its stamp is newer). */
  private async hearStamp(): Promise<void> {
    const generation = this.generation;
    const stamp = await this.readStamp();
    if (generation === this.generation && this.changes.live) this.heardStamp = stamp;
  }

  /** Reads the list and keeps it, unless a change was heard meanwhile; one read for the requests that come during it. */
  private read(): Promise<SerializedList> {
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load()
      .then(async (loaded) => {
        const fresh = generation === this.generation && this.changes.live;
        // A change that arrived while loading may not be in what was read: serve it once, do not keep it.
        if (fresh) this.heardStamp = loaded.stamp;
        const list = await serialize(loaded);
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
