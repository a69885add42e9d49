import SearchableMap from 'minisearch/SearchableMap';

/**
 * An inverted index whose postings are kept in score order, so a query reads a broad word's best records first and
 * stops at the cap: MiniSearch read every posting of every term a word expands to (20,000 to 40,000 for a broad
 * prefix at 30,000 tools) before it could cap, 65 to 73 ms p95 a keystroke (bench/global-search.ts).
 *
 * A record's weight for a term is fixed when it is added (BM25's term frequency and length parts, with fixed field
 * lengths), so a term's postings keep their order however the index grows; the term's rarity (idf) multiplies a whole
 * list and is applied at query time. Weights are kept per level, the field sets a query reads (names; the key fields;
 * all), each level's postings in a list of their own, one list a kind.
 */
export const LEVELS = 3;

/** A term's weight in a record at each level, each level's including the narrower ones'. */
export type LevelWeights = readonly [number, number, number];

/** A word of a query as the terms it matches: each term's id and how much a match of it counts (exact 1, less for a prefix or a typo). */
export type Expansion = Map<number, number>;

/** Weights of a prefix or a typo match relative to an exact one, and their fall with the distance (MiniSearch's). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** One term's records of one kind at one level: sorted best first, or in the order added until a query needs them sorted. */
interface Postings {
  docs: number[];
  weights: number[];
  sorted: boolean;
  /** Entries of removed records still in the lists: dropped when they are a quarter of it, at the next sort. */
  dead: number;
}

interface IndexedRecord<T> {
  key: string;
  kind: number;
  stored: T;
  terms: Int32Array;
  /** LEVELS weights a term, in the order of `terms`. */
  weights: Float32Array;
}

export interface RankedHit<T> {
  stored: T;
  score: number;
}

/** One kind's matches, best first: at most the cap, `more` when there were others past it. */
export interface RankedMatches<T> {
  hits: RankedHit<T>[];
  more: boolean;
}

/** A record as serialize() writes it: key, kind, stored fields, terms, their weights. */
export type SerializedRecord<T> = [string, number, T, string[], number[]];

/** The lists of one word (its expansions) of one kind at one level, merged best first by a binary heap on their heads. */
function mergedStream(lists: { postings: Postings; factor: number }[]) {
  const heads = lists.map((list) => ({ ...list, at: 0 }));
  const value = (head: (typeof heads)[number]) => head.factor * head.postings.weights[head.at]!;
  const heap = heads.filter((head) => head.postings.docs.length > 0);
  const before = (a: number, b: number) => value(heap[a]!) > value(heap[b]!);
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [heap[b]!, heap[a]!];
  };
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < heap.length && before(left, best)) best = left;
      if (right < heap.length && before(right, best)) best = right;
      if (best === i) return;
      swap(i, best);
      i = best;
    }
  };
  for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i--) down(i);
  /** The next record and the word's score in it; undefined when every list is read. */
  return (): { doc: number; score: number } | undefined => {
    const top = heap[0];
    if (!top) return undefined;
    const next = { doc: top.postings.docs[top.at]!, score: value(top) };
    top.at += 1;
    if (top.at >= top.postings.docs.length) {
      heap[0] = heap.at(-1)!;
      heap.pop();
    }
    down(0);
    return next;
  };
}

const sortPostings = (postings: Postings, alive: (doc: number) => boolean) => {
  const order = postings.docs.map((_, i) => i).filter((i) => alive(postings.docs[i]!));
  order.sort((a, b) => postings.weights[b]! - postings.weights[a]! || postings.docs[a]! - postings.docs[b]!);
  postings.docs = order.map((i) => postings.docs[i]!);
  postings.weights = order.map((i) => postings.weights[i]!);
  postings.sorted = true;
  postings.dead = 0;
};

/** Where a weight goes in a list sorted best first: after those of equal weight, so older records stay ahead. */
const insertionPoint = (weights: readonly number[], weight: number): number => {
  let low = 0;
  let high = weights.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (weights[mid]! >= weight) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** Where a term id is in a record's sorted terms, or -1. */
const termAt = (terms: Int32Array, id: number): number => {
  let low = 0;
  let high = terms.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = terms[mid]!;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
};

/**
 * A word's best term in a record at a level (0 if none): each of the word's terms looked up in the record when they
 * are few (a whole word, a long prefix), else each of the record's terms looked up in the word.
 */
function bestIn<T>(record: IndexedRecord<T>, word: Expansion, level: number): number {
  let best = 0;
  const offer = (i: number, factor: number) => {
    best = Math.max(best, factor * record.weights[i * LEVELS + level]!);
  };
  if (word.size * 8 < record.terms.length) {
    for (const [id, factor] of word) {
      const i = termAt(record.terms, id);
      if (i !== -1) offer(i, factor);
    }
  } else {
    record.terms.forEach((id, i) => {
      const factor = word.get(id);
      if (factor !== undefined) offer(i, factor);
    });
  }
  return best;
}

export class RankedIndex<T> {
  private readonly records: (IndexedRecord<T> | undefined)[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly vocabulary = new SearchableMap<number>();
  private readonly termIds = new Map<string, number>();
  private readonly termTexts: string[] = [];
  /** Records holding each term, by term id: its rarity. */
  private readonly documentFrequency: number[] = [];
  /** Per term id, LEVELS x kinds lists, level-major. */
  private readonly postings: (Postings | undefined)[][] = [];

  constructor(private readonly kinds: number) {}

  get size(): number {
    return this.numbers.size;
  }

  /** Adds a record under a key the index does not hold (remove it first to replace it). */
  add(key: string, kind: number, stored: T, terms: ReadonlyMap<string, LevelWeights>): void {
    const doc = this.records.length;
    // By term id, so a word of few terms is looked up in the record by bisection (see `bestIn`).
    const entries = [...terms].map(([term, levels]) => ({ id: this.termId(term), levels })).toSorted((a, b) => a.id - b.id);
    const ids = new Int32Array(entries.length);
    const weights = new Float32Array(entries.length * LEVELS);
    entries.forEach(({ id, levels }, i) => {
      ids[i] = id;
      this.documentFrequency[id] = (this.documentFrequency[id] ?? 0) + 1;
      for (let level = 0; level < LEVELS; level++) {
        // Rounded as the record keeps it, so its postings and a serialized copy score alike.
        const weight = Math.fround(levels[level]!);
        weights[i * LEVELS + level] = weight;
        if (weight > 0) this.post(id, level, kind, doc, weight);
      }
    });
    this.records.push({ key, kind, stored, terms: ids, weights });
    this.numbers.set(key, doc);
  }

  /** Removes a record; false when the index does not hold the key. */
  remove(key: string): boolean {
    const doc = this.numbers.get(key);
    const record = doc === undefined ? undefined : this.records[doc];
    if (doc === undefined || !record) return false;
    this.numbers.delete(key);
    this.records[doc] = undefined;
    record.terms.forEach((id, i) => {
      const frequency = this.documentFrequency[id]! - 1;
      this.documentFrequency[id] = frequency;
      // A term no record holds any more is no word to expand a prefix or a typo to.
      if (frequency === 0) this.vocabulary.delete(this.termTexts[id]!);
      for (let level = 0; level < LEVELS; level++) {
        if (record.weights[i * LEVELS + level]! <= 0) continue;
        const postings = this.postings[id]![level * this.kinds + record.kind]!;
        postings.dead += 1;
        if (postings.dead * 4 > postings.docs.length) postings.sorted = false;
      }
    });
    return true;
  }

  /**
   * The terms a word matches: itself, the terms it starts (when `prefix`), and those within `typos` edits, each with
   * its weight relative to an exact match times its rarity.
   */
  expand(word: string, prefix: boolean, typos: number): Expansion {
    const factors = new Map<number, number>();
    const offer = (id: number, factor: number) => {
      const weighted = factor * this.idf(id);
      if (weighted > (factors.get(id) ?? 0)) factors.set(id, weighted);
    };
    const exact = this.vocabulary.get(word);
    if (exact !== undefined) offer(exact, 1);
    if (prefix) {
      for (const [term, id] of this.vocabulary.atPrefix(word)) {
        const distance = term.length - word.length;
        if (distance > 0) offer(id, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance));
      }
    }
    if (typos > 0) {
      for (const [id, distance] of this.vocabulary.fuzzyGet(word, typos).values()) {
        if (distance > 0) offer(id, (FUZZY_WEIGHT * word.length) / (word.length + distance));
      }
    }
    return factors;
  }

  /**
   * The records of each kind that match every word at this level, at most `cap` a kind, best first. One word leads,
   * the one whose terms have the fewest entries of the kind at the level: its lists are read best first and each
   * record is checked for the other words and scored, until `cap` matched; the rest of the lists is never read.
   */
  query(words: readonly Expansion[], level: number, cap: number): RankedMatches<T>[] {
    if (words.length === 0 || words.some((word) => word.size === 0))
      return Array.from({ length: this.kinds }, () => ({ hits: [], more: false }));
    return Array.from({ length: this.kinds }, (_, kind) => {
      const slot = level * this.kinds + kind;
      // Each word's entries of this kind at this level: none in one word, and no record of the kind holds them all.
      const reach = words.map((word) => [...word.keys()].reduce((sum, id) => sum + (this.postings[id]?.[slot]?.docs.length ?? 0), 0));
      if (reach.includes(0)) return { hits: [], more: false };
      const leadAt = reach.indexOf(Math.min(...reach));
      const others = words.filter((word) => word !== words[leadAt]);
      const lists = [...words[leadAt]!].flatMap(([id, factor]) => {
        const postings = this.postings[id]?.[slot];
        if (!postings) return [];
        if (!postings.sorted) sortPostings(postings, (doc) => this.records[doc] !== undefined);
        return [{ postings, factor }];
      });
      const next = mergedStream(lists);
      const seen = new Set<number>();
      const hits: RankedHit<T>[] = [];
      let more = false;
      for (let entry = next(); entry; entry = next()) {
        const record = this.records[entry.doc];
        // A record reached again through another of the word's terms scored less there: the first is its best.
        if (!record || seen.has(entry.doc)) continue;
        seen.add(entry.doc);
        const rest = this.scoreOthers(record, others, level);
        if (rest === null) continue;
        if (hits.length === cap) {
          more = true;
          break;
        }
        hits.push({ stored: record.stored, score: entry.score + rest });
      }
      return { hits: hits.toSorted((a, b) => b.score - a.score), more };
    });
  }

  /** The records, in the order added, for serialize(); read back with add(). */
  serialize(): SerializedRecord<T>[] {
    return this.records.flatMap((record) => {
      if (!record) return [];
      const terms = [...record.terms].map((id) => this.termTexts[id]!);
      return [[record.key, record.kind, record.stored, terms, [...record.weights]]];
    });
  }

  /** The sum of each other word's best term in the record, or null when one of them is not in it at this level. */
  private scoreOthers(record: IndexedRecord<T>, others: readonly Expansion[], level: number): number | null {
    let score = 0;
    for (const word of others) {
      const best = bestIn(record, word, level);
      if (best === 0) return null;
      score += best;
    }
    return score;
  }

  /** BM25's inverse document frequency over the records held now. */
  private idf(id: number): number {
    const frequency = this.documentFrequency[id] ?? 0;
    return Math.log(1 + (this.size - frequency + 0.5) / (frequency + 0.5));
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termTexts.length;
      this.termIds.set(term, id);
      this.termTexts.push(term);
      this.documentFrequency.push(0);
      this.postings.push([]);
    }
    if (!this.documentFrequency[id]) this.vocabulary.set(term, id);
    return id;
  }

  private post(id: number, level: number, kind: number, doc: number, weight: number): void {
    const lists = this.postings[id]!;
    const slot = level * this.kinds + kind;
    const postings = (lists[slot] ??= { docs: [], weights: [], sorted: false, dead: 0 });
    if (!postings.sorted) {
      postings.docs.push(doc);
      postings.weights.push(weight);
      return;
    }
    // A list a query has sorted takes a sync's few records in place rather than being sorted again.
    const at = insertionPoint(postings.weights, weight);
    postings.docs.splice(at, 0, doc);
    postings.weights.splice(at, 0, weight);
  }
}
