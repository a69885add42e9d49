import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { strongEtag } from '../../http/etag';
import type { ListingsPosition, ListingsSnapshot } from './sync.service';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A listings answer as kept: its ETag and its body gzipped (a sixth of the JSON). */
export interface ListingsAnswer {
  etag: string;
  gzip: Buffer;
}

/** The JSON of a kept answer, for a client that takes no gzip (rare: every browser takes it). */
export const plainBody = (answer: ListingsAnswer): Promise<Buffer> => gunzipAsync(answer.gzip);

/** The body around PostgreSQL's array text: parsing 30,000 listings to serialise them again would cost what storing them saves. */
export const listingsBody = ({ listingsJson, ...position }: ListingsSnapshot): string =>
  `${JSON.stringify(position).slice(0, -1)},"listings":${listingsJson}}`;

const keyOf = ({ protocol, dataset, cursor }: ListingsPosition): string => `${protocol} ${dataset} ${cursor}`;

/**
 * The last listings answer this process made, under the position it is at. Every change to a synced table draws
 * a higher version (a delete leaves a tombstone with one), and a version drawn again after a restore has another
 * fingerprint: the same cursor means the same listings. So a request reads the position (one small snapshot) and
 * sends the kept gzip while it holds, instead of reading, hashing and gzipping 33 MB again at 30,000 tools.
 */
export class ListingsAnswerCache {
  private kept: { key: string; answer: ListingsAnswer } | undefined;

  at(position: ListingsPosition): ListingsAnswer | undefined {
    return this.kept?.key === keyOf(position) ? this.kept.answer : undefined;
  }

  /** Makes the answer of `snapshot` and keeps it, in place of the one before. */
  async keep(snapshot: ListingsSnapshot): Promise<ListingsAnswer> {
    const body = listingsBody(snapshot);
    const answer = { etag: strongEtag(body), gzip: await gzipAsync(body) };
    this.kept = { key: keyOf(snapshot), answer };
    return answer;
  }
}
