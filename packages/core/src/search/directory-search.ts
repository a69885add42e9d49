import type { LearningResource } from '../learning/learning-resource';
import type { Job } from '../schemas/job';
import type { Technology } from '../schemas/technology';
import {
  SEARCH_FIELDS,
  SEARCH_KINDS,
  jobDocument,
  learningDocument,
  searchKey,
  simulatorDocument,
  technologyDocument,
  type SearchDocument,
  type SearchField,
  type SearchKind,
  type SearchableSimulator,
} from './search-documents';
import { LEVELS, RankedIndex, type LevelWeights, type RankedMatches, type SerializedRecord } from './ranked-index';

/**
 * Field weights: a name outweighs everything, then what a tool is also called, then the short texts that say what
 * it does. BM25 already favours a match in a short field; these make a name match win over a long description
 * that repeats the word.
 */
export const SEARCH_FIELD_BOOSTS: Record<SearchField, number> = {
  name: 6,
  alias: 3,
  summary: 1.5,
  tags: 2,
  organisations: 1.5,
  body: 1,
};

/**
 * A word shorter than this is matched whole, never as a prefix: one letter is the start of most words of the
 * index, so its results say nothing and cost the most, while 'C' and 'R' (languages) still match exactly.
 */
export const MIN_PREFIX_LENGTH = 2;

/**
 * Typos tolerated per word: none below 4 letters (a short word one edit away from dozens of others would flood the
 * results), one from 4 ('dumx' -> dumux, 'pflotan' -> pflotran), two from 8, where two slips are common and
 * another real word two edits away is rare ('compostional' -> compositional).
 */
export const typoTolerance = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/**
 * Where a query looks, widest last. Scoring costs time per matching field of each matching record, and a word that
 * is in most records' prose (a first letter or two, 'flow', 'reservoir') matches thousands: bench/search-index.ts
 * measured 57 ms a keystroke (p95) at 5,000 tools over every field, 8 to 9 ms this way. So:
 * - while the last word has fewer than SHORT_WORD_LENGTH letters, the query is still a name being typed: names only;
 * - otherwise the fields that say what a record is (names, summary, features and capabilities, organisations);
 * - and only when those find fewer than WIDEN_BELOW records, the long texts too (descriptions, job texts).
 */
const NAME_FIELDS: SearchField[] = ['name', 'alias'];
const KEY_FIELDS: SearchField[] = ['name', 'alias', 'summary', 'tags', 'organisations'];
const ALL_FIELDS: SearchField[] = [...SEARCH_FIELDS];
const SHORT_WORD_LENGTH = 3;
export const WIDEN_BELOW = 20;

/** Bounds on what one query costs: an edit-distance search walks the index once per letter of the word. */
const MAX_QUERY_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** How many results each kind shows unless the caller asks for another number. */
export const DEFAULT_RESULTS_PER_KIND = 5;

const WORD_SEPARATORS = /[\s\p{P}]+/u;
const COMBINING_MARKS = /\p{M}/gu;

/** A text's words, split at spaces and punctuation (empty strings where two separators meet). */
export const tokenize = (text: string): string[] => text.split(WORD_SEPARATORS);
/** Lower-cased without accents, so 'Poincaré' and 'poincare' are one word. */
export const processTerm = (term: string): string | null => term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase() || null;
/** A query's words, at most MAX_QUERY_TERMS of at most MAX_TERM_LENGTH letters each. */
export const tokenizeQuery = (text: string): string[] =>
  tokenize(text)
    .filter((term) => term !== '')
    .slice(0, MAX_QUERY_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));

/** The field sets a query is scored over, in the order tried: the next only while fewer than WIDEN_BELOW matched. */
export const searchFieldPlan = (query: string): SearchField[][] =>
  (tokenizeQuery(query).at(-1) ?? '').length < SHORT_WORD_LENGTH ? [NAME_FIELDS] : [KEY_FIELDS, ALL_FIELDS];

/**
 * How many records of one kind a query reads at most. A word or prefix in most records ('geo', 'hydro', 'co2' at
 * 30,000 tools: 20,000 to 40,000 documents) made MiniSearch score and sort every match, 337 ms a keystroke
 * (bench/global-search.ts); the dialog shows five a kind. The ranked index reads a word's best records first and
 * stops past this many of a kind, and the kind says it has more than it counted.
 */
export const CANDIDATES_PER_KIND = 200;

/** Each field's level: the first plan's field set that holds it (names 0, key fields 1, long texts 2). */
const FIELD_LEVEL: Record<SearchField, number> = { name: 0, alias: 0, summary: 1, tags: 1, organisations: 1, body: 2 };
const levelOf = (fields: SearchField[]): number => Math.max(...fields.map((field) => FIELD_LEVEL[field]));

/**
 * BM25's term-frequency part (MiniSearch's k, b and d) against a fixed length per field rather than the index's
 * running average: a record's weight for a term then never changes, so its place in the term's ranked postings holds
 * however many records come after it.
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const TYPICAL_FIELD_LENGTH: Record<SearchField, number> = { name: 2, alias: 6, summary: 10, tags: 25, organisations: 5, body: 120 };

/** A document's terms and each one's weight at each level (a level's weight includes the narrower levels' fields). */
function documentTerms(doc: SearchDocument): Map<string, LevelWeights> {
  const terms = new Map<string, LevelWeights>();
  for (const field of SEARCH_FIELDS) {
    const words = tokenize(doc[field]).flatMap((word) => processTerm(word) ?? []);
    const frequencies = new Map<string, number>();
    for (const word of words) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    const lengthNorm = 1 - BM25.b + (BM25.b * words.length) / TYPICAL_FIELD_LENGTH[field];
    for (const [term, frequency] of frequencies) {
      const weight = SEARCH_FIELD_BOOSTS[field] * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * lengthNorm));
      const [names, keys, all] = terms.get(term) ?? [0, 0, 0];
      const level = FIELD_LEVEL[field];
      terms.set(term, [names + (level === 0 ? weight : 0), keys + (level <= 1 ? weight : 0), all + weight]);
    }
  }
  return terms;
}

type StoredFields = Pick<SearchDocument, 'kind' | 'ref' | 'title' | 'subtitle' | 'url'>;

export interface SearchHit extends StoredFields {
  score: number;
}

/**
 * One kind's results, best first: `hits` holds at most the asked-for number of the `total` that matched. `more`: the
 * kind had more matching records than a query scores (CANDIDATES_PER_KIND), so `total` is a lower bound.
 */
export interface SearchGroup {
  kind: SearchKind;
  total: number;
  more: boolean;
  hits: SearchHit[];
}

/**
 * The text a document is indexed by, hashed (FNV-1a): a sync that sends a row again unchanged, or a learning pool
 * derived again after one tool changed, leaves the other documents alone.
 */
const signature = (doc: SearchDocument): number => {
  let hash = 0x811c9dc5;
  for (const text of [doc.title, doc.subtitle, doc.url, ...SEARCH_FIELDS.map((field) => doc[field])]) {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0x1f, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * Raised whenever the saved shape or what a document holds changes (its fields, the tokenizer, the term folding, the
 * weights): an index saved by an older build is then rebuilt, not read with rules it was not built by.
 */
const SERIALIZED_FORMAT = 2;

interface SerializedSearch {
  format: number;
  records: SerializedRecord<StoredFields>[];
  signatures: [string, number][];
}

export interface DirectorySearch {
  /** Adds these simulators, or replaces their documents; the index is changed in place, never rebuilt. */
  putSimulators(sims: readonly SearchableSimulator[]): void;
  putTechnologies(technologies: readonly Technology[]): void;
  putJobs(jobs: readonly Job[]): void;
  /**
   * Adds these learning resources, or replaces them, leaving the rest of the pool alone: a caller that builds the
   * index in slices puts a few at a time and removes the gone ones itself.
   */
  putLearningResources(resources: readonly LearningResource[]): void;
  /** The learning pool as a whole (it is derived again from the simulators): new, changed and gone resources applied. */
  setLearningResources(resources: readonly LearningResource[]): void;
  /** Removes these records of one kind; ids the index does not hold are ignored. */
  remove(kind: SearchKind, refs: readonly (number | string)[]): void;
  /** Results by kind, in SEARCH_KINDS order, only kinds that matched; nothing for a blank query. */
  search(query: string, options?: { perKind?: number; candidatesPerKind?: number }): SearchGroup[];
  /** Documents held, every kind together. */
  readonly size: number;
  /** Counts the documents added, replaced and removed: unchanged while puts bring only what the index holds. */
  readonly changes: number;
  /** The index as text, to keep in the offline cache and read back with loadDirectorySearch. */
  serialize(): string;
}

const KIND_INDEX = new Map(SEARCH_KINDS.map((kind, index) => [kind, index]));

const directorySearch = (index: RankedIndex<StoredFields>, signatures: Map<string, number>): DirectorySearch => {
  let changes = 0;
  /**
   * The query read over the plan's field sets, widening while few match, at most `cap` records a kind: each field
   * set without near spellings first, and with them only when that finds few, since a broad word's one-typo
   * neighbours ('stor': 'star', 'stop') are broad words too, for results that would rank below the exact ones anyway.
   */
  const ranked = (query: string, cap: number): RankedMatches<StoredFields>[] => {
    const words = tokenizeQuery(query).flatMap((word) => processTerm(word) ?? []);
    const typos = words.some((word) => typoTolerance(word) > 0) ? [false, true] : [false];
    let matches: RankedMatches<StoredFields>[] = [];
    for (const fields of searchFieldPlan(query)) {
      for (const fuzzy of typos) {
        const expanded = words.map((word) => index.expand(word, word.length >= MIN_PREFIX_LENGTH, fuzzy ? typoTolerance(word) : 0));
        matches = index.query(expanded, levelOf(fields), cap);
        if (matches.reduce((count, kind) => count + kind.hits.length, 0) >= WIDEN_BELOW) return matches;
      }
    }
    return matches;
  };
  const put = (docs: readonly SearchDocument[]) => {
    for (const doc of docs) {
      const sig = signature(doc);
      const held = signatures.get(doc.key);
      if (held === sig) continue;
      index.remove(doc.key);
      const stored: StoredFields = { kind: doc.kind, ref: doc.ref, title: doc.title, subtitle: doc.subtitle, url: doc.url };
      index.add(doc.key, KIND_INDEX.get(doc.kind)!, stored, documentTerms(doc));
      signatures.set(doc.key, sig);
      changes += 1;
    }
  };
  const removeKeys = (keys: Iterable<string>) => {
    for (const key of keys) {
      if (!signatures.delete(key)) continue;
      index.remove(key);
      changes += 1;
    }
  };

  return {
    putSimulators: (sims) => put(sims.map(simulatorDocument)),
    putTechnologies: (technologies) => put(technologies.map(technologyDocument)),
    putJobs: (jobs) => put(jobs.map(jobDocument)),
    putLearningResources: (resources) => put(resources.map(learningDocument)),
    setLearningResources: (resources) => {
      const docs = resources.map(learningDocument);
      const current = new Set(docs.map((doc) => doc.key));
      const prefix = searchKey('learning', '');
      removeKeys([...signatures.keys()].filter((key) => key.startsWith(prefix) && !current.has(key)));
      put(docs);
    },
    remove: (kind, refs) => removeKeys(refs.map((ref) => searchKey(kind, ref))),
    search: (query, { perKind = DEFAULT_RESULTS_PER_KIND, candidatesPerKind = CANDIDATES_PER_KIND } = {}) =>
      ranked(query, candidatesPerKind).flatMap(({ hits, more }, kind) =>
        hits.length === 0
          ? []
          : [
              {
                kind: SEARCH_KINDS[kind]!,
                total: hits.length,
                more,
                hits: hits.slice(0, perKind).map(({ stored, score }) => ({ ...stored, score })),
              },
            ],
      ),
    get size() {
      return signatures.size;
    },
    get changes() {
      return changes;
    },
    serialize: () => {
      const serialized: SerializedSearch = { format: SERIALIZED_FORMAT, records: index.serialize(), signatures: [...signatures] };
      return JSON.stringify(serialized);
    },
  };
};

const emptyIndex = () => new RankedIndex<StoredFields>(SEARCH_KINDS.length);

/** An empty index; fill it with the put methods. */
export const createDirectorySearch = (): DirectorySearch => directorySearch(emptyIndex(), new Map());

/**
 * An index read back from `serialize()`; null when it was written in another format (build it anew then). Text that
 * is not JSON throws, as JSON.parse does. The postings are laid out again from the records' saved terms and weights.
 */
export const loadDirectorySearch = (text: string): DirectorySearch | null => {
  const saved = JSON.parse(text) as Partial<SerializedSearch>;
  if (saved.format !== SERIALIZED_FORMAT || !saved.records || !saved.signatures) return null;
  const index = emptyIndex();
  for (const [key, kind, stored, terms, weights] of saved.records) {
    index.add(
      key,
      kind,
      stored,
      new Map(terms.map((term, i) => [term, [weights[i * LEVELS]!, weights[i * LEVELS + 1]!, weights[i * LEVELS + 2]!]])),
    );
  }
  return directorySearch(index, new Map(saved.signatures));
};
