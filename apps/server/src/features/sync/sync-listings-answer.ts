import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { readSyncCursor, SYNC_PROTOCOL } from '@rsd/core';
import { strongEtag } from '../../http/etag';
import type { ListingsAnswer, PositionedAnswer, SharedListingsAnswers } from './shared-listings-answers';
import type { ListingsPosition, ListingsSnapshot, SyncService } from './sync.service';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The JSON of a kept answer, for a client that takes no gzip (rare: every browser takes it). */
export const plainBody = (answer: ListingsAnswer): Promise<Buffer> => gunzipAsync(answer.gzip);

/** The body around PostgreSQL's array text: parsing 30,000 listings to serialise them again would cost what storing them saves. */
const listingsBody = (position: ListingsPosition, listingsJson: string): string =>
  `${JSON.stringify(position).slice(0, -1)},"listings":${listingsJson}}`;

/** The answer of `snapshot`: its body's ETag and gzip. */
async function answerOf({ listingsJson, ...position }: ListingsSnapshot): Promise<PositionedAnswer> {
  const body = listingsBody(position, listingsJson);
  return { position, answer: { etag: strongEtag(body), gzip: await gzipAsync(body) } };
}

const keyOf = ({ protocol, dataset, cursor }: ListingsPosition): string => `${protocol} ${dataset} ${cursor}`;

/** Whether `a` is at an older change than `b` of the same database (an answer built late must not replace a newer one). */
const olderThan = (a: ListingsPosition, b: ListingsPosition): boolean =>
  a.dataset === b.dataset && readSyncCursor(a.cursor).version < readSyncCursor(b.cursor).version;

/**
 * The last listings answer this process made for each protocol, under the position it is at. Every change to a synced
 * table draws a higher version (a delete leaves a tombstone with one), and a version drawn again after a restore has
 * another fingerprint: the same cursor means the same listings. So a request reads the position (one small snapshot)
 * and sends the kept gzip while it holds, instead of reading, hashing and gzipping 33 MB again at 30,000 tools. The
 * requests that find none at their position share one build (at 30,000 tools, seconds of PostgreSQL and gzip each),
 * and the listings keeper builds it ahead of them after a write (app.ts). With `shared`, a build is shared with the
 * other server processes on the database too: one of them makes it, the rest read it.
 */
export class ListingsAnswerCache {
  private readonly kept = new Map<number, PositionedAnswer>();
  /** Builds in flight, by the position their request saw. */
  private readonly building = new Map<string, Promise<ListingsAnswer>>();

  constructor(private readonly shared?: SharedListingsAnswers) {}

  at(position: ListingsPosition): ListingsAnswer | undefined {
    const kept = this.kept.get(position.protocol);
    return kept !== undefined && keyOf(kept.position) === keyOf(position) ? kept.answer : undefined;
  }

  /**
   * The answer at `position`: kept, or the build in flight from that position, or one `read` now. A build's snapshot
   * may be of a later change than the position it started from: a whole answer, at its own cursor, either way.
   */
  answer(position: ListingsPosition, read: () => Promise<ListingsSnapshot>): Promise<ListingsAnswer> {
    const kept = this.at(position);
    if (kept !== undefined) return Promise.resolve(kept);
    const key = keyOf(position);
    const inFlight = this.building.get(key);
    if (inFlight !== undefined) return inFlight;
    const make = () => read().then(answerOf);
    const build = (this.shared === undefined ? make() : this.shared.obtain(position, make))
      .then((made) => this.keep(made))
      .finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  /** Keeps `made`, in place of an older answer of its protocol. */
  private keep(made: PositionedAnswer): ListingsAnswer {
    const current = this.kept.get(made.position.protocol);
    if (current === undefined || !olderThan(made.position, current.position)) this.kept.set(made.position.protocol, made);
    return made.answer;
  }
}

/** Builds the answer the current protocol's clients ask for, unless it is kept at the position now or being built. */
export async function prepareListingsAnswer(sync: SyncService, answers: ListingsAnswerCache): Promise<void> {
  const query = { protocol: SYNC_PROTOCOL };
  await answers.answer(await sync.listingsPosition(query), () => sync.listings(query));
}
