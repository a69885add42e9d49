import MiniSearch, { type AsPlainObject, type Options, type SearchOptions, type SearchResult } from 'minisearch';
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

const tokenize = (text: string): string[] => text.split(WORD_SEPARATORS);
/** Lower-cased without accents, so 'Poincaré' and 'poincare' are one word. */
const processTerm = (term: string): string | null => term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase() || null;
const tokenizeQuery = (text: string): string[] =>
  tokenize(text)
    .filter((term) => term !== '')
    .slice(0, MAX_QUERY_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));

/** The field sets a query is scored over, in the order tried: the next only while fewer than WIDEN_BELOW matched. */
export const searchFieldPlan = (query: string): SearchField[][] =>
  (tokenizeQuery(query).at(-1) ?? '').length < SHORT_WORD_LENGTH ? [NAME_FIELDS] : [KEY_FIELDS, ALL_FIELDS];

/**
 * How many records of one kind a query scores at most. A word or prefix in most records ('geo', 'hydro', 'co2' at
 * 30,000 tools: 20,000 to 40,000 documents) made MiniSearch score and sort every match, 337 ms a keystroke
 * (bench/global-search.ts); the dialog shows five a kind. Past this many candidates of a kind the others are skipped
 * before they are scored, and the kind says it has more than it counted.
 */
export const CANDIDATES_PER_KIND = 200;

/**
 * The records one query may score, of the kinds in `kinds` only: while open, every record already admitted and new ones
 * of a kind while that kind has fewer than `cap` (`full` names the kinds that had more); once closed, only those
 * admitted. MiniSearch asks before scoring each posting (`boostDocument`; 0 skips it), so a skipped record costs a
 * lookup, not a score, a result object and a place in the sort.
 */
function candidateGate(cap: number, kinds: ReadonlySet<SearchKind>) {
  const admitted = new Set<string>();
  const counts = new Map<SearchKind, number>();
  const full = new Set<SearchKind>();
  let open = true;
  const boostDocument = (key: string, _term: string, stored?: Record<string, unknown>): number => {
    if (admitted.has(key)) return 1;
    // Stored as added: every document's kind is a SearchKind.
    const kind = stored?.kind as SearchKind;
    if (!open || !kinds.has(kind)) return 0;
    const count = counts.get(kind) ?? 0;
    if (count >= cap) {
      full.add(kind);
      return 0;
    }
    admitted.add(key);
    counts.set(kind, count + 1);
    return 1;
  };
  const setOpen = (next: boolean) => {
    open = next;
  };
  return { boostDocument, full, setOpen };
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: SEARCH_FIELD_BOOSTS,
  // Every word typed must match (a prefix or a near spelling of it): each word narrows the results.
  combineWith: 'AND',
  prefix: (term) => term.length >= MIN_PREFIX_LENGTH,
  fuzzy: typoTolerance,
  maxFuzzy: 2,
  tokenize: tokenizeQuery,
};

type StoredFields = Pick<SearchDocument, 'kind' | 'ref' | 'title' | 'subtitle' | 'url'>;

const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'key',
  fields: [...SEARCH_FIELDS],
  storeFields: ['kind', 'ref', 'title', 'subtitle', 'url'] satisfies (keyof StoredFields)[],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

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
 * Raised whenever the saved shape or what a document holds changes (its fields, the tokenizer, the term folding): an
 * index saved by an older build is then rebuilt, not read with rules it was not built by.
 */
const SERIALIZED_FORMAT = 1;

interface SerializedSearch {
  format: number;
  index: AsPlainObject;
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

const ALL_KINDS: ReadonlySet<SearchKind> = new Set(SEARCH_KINDS);
const byScore = (a: SearchResult, b: SearchResult): number => b.score - a.score;
const countKind = (results: readonly SearchResult[], kind: SearchKind): number =>
  results.reduce((count, result) => (result.kind === kind ? count + 1 : count), 0);

const directorySearch = (engine: MiniSearch<SearchDocument>, signatures: Map<string, number>): DirectorySearch => {
  let changes = 0;
  /**
   * The query scored over the plan's field sets, widening while few match, over at most `cap` records a kind. The
   * candidates are those of one word, the `lead`: every word must match, so the others only score them. The records
   * whose names match come first, so a name match is scored whatever the wider fields bring. A kind in `full` had
   * more candidates than `cap`: its results are a part of its matches.
   */
  const scoreCandidates = (query: string, lead: string, cap: number, kinds: ReadonlySet<SearchKind>) => {
    const gate = candidateGate(cap, kinds);
    const plan = searchFieldPlan(query);
    // A query of one word is its own lead: it admits while it is scored.
    const alone = tokenizeQuery(query).length === 1;
    // Near spellings only when the exact words and their prefixes find few: a broad word's one-typo neighbours
    // ('stor': 'star', 'stop') are broad words too, each with thousands of postings to walk, for results that would
    // rank below the exact ones anyway.
    const typos = tokenizeQuery(query).some((word) => typoTolerance(word) > 0) ? [false, true] : [true];
    const admit = (fields: SearchField[], fuzzy: boolean) => {
      engine.search(lead, { fields, boostDocument: gate.boostDocument, ...(fuzzy ? {} : { fuzzy: false }) });
      gate.setOpen(alone);
    };
    if (plan[0] !== NAME_FIELDS) admit(NAME_FIELDS, true);
    let results: SearchResult[] = [];
    for (const fields of plan) {
      for (const fuzzy of typos) {
        gate.setOpen(true);
        if (!alone) admit(fields, fuzzy);
        results = engine.search(query, { fields, boostDocument: gate.boostDocument, ...(fuzzy ? {} : { fuzzy: false }) });
        if (results.length >= WIDEN_BELOW) return { results, full: gate.full };
      }
    }
    return { results, full: gate.full };
  };
  const put = (docs: readonly SearchDocument[]) => {
    for (const doc of docs) {
      const sig = signature(doc);
      const held = signatures.get(doc.key);
      if (held === sig) continue;
      if (held === undefined) engine.add(doc);
      else engine.replace(doc);
      signatures.set(doc.key, sig);
      changes += 1;
    }
  };
  const removeKeys = (keys: Iterable<string>) => {
    for (const key of keys) {
      if (!signatures.delete(key)) continue;
      engine.discard(key);
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
    search: (query, { perKind = DEFAULT_RESULTS_PER_KIND, candidatesPerKind = CANDIDATES_PER_KIND } = {}) => {
      // Each word in turn leads, then none (every match scored), for the kinds whose lead had more candidates than
      // are scored and whose results came short: those of a later word may hold the matches of all.
      const leads = [...tokenizeQuery(query), null];
      let results: SearchResult[] = [];
      let full = new Set<SearchKind>();
      let kinds = ALL_KINDS;
      let rounds = 0;
      for (const lead of leads) {
        rounds += 1;
        const round = scoreCandidates(query, lead ?? query, lead === null ? Infinity : candidatesPerKind, kinds);
        results = [...results.filter((result) => !kinds.has(result.kind)), ...round.results];
        full = new Set([...full].filter((kind) => !kinds.has(kind)).concat([...round.full]));
        kinds = new Set([...round.full].filter((kind) => countKind(round.results, kind) < perKind));
        if (kinds.size === 0) break;
      }
      if (rounds > 1) results = results.toSorted(byScore);
      const groups = new Map<SearchKind, SearchGroup>(
        SEARCH_KINDS.map((kind) => [kind, { kind, total: 0, more: full.has(kind), hits: [] }]),
      );
      // Results come best first, so each group's first hits are its best.
      for (const result of results) {
        // MiniSearch returns the stored fields on the result, untyped: they are StoredFields, as added.
        const kind: SearchKind = result.kind;
        const group = groups.get(kind);
        if (!group) continue;
        group.total += 1;
        if (group.hits.length < perKind) {
          group.hits.push({ kind, ref: result.ref, title: result.title, subtitle: result.subtitle, url: result.url, score: result.score });
        }
      }
      return [...groups.values()].filter((group) => group.total > 0);
    },
    get size() {
      return signatures.size;
    },
    get changes() {
      return changes;
    },
    serialize: () => {
      const serialized: SerializedSearch = { format: SERIALIZED_FORMAT, index: engine.toJSON(), signatures: [...signatures] };
      return JSON.stringify(serialized);
    },
  };
};

/** An empty index; fill it with the put methods. */
export const createDirectorySearch = (): DirectorySearch => directorySearch(new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS), new Map());

/**
 * An index read back from `serialize()`; null when it was written in another format (build it anew then). Text that
 * is not JSON throws, as JSON.parse does.
 */
export const loadDirectorySearch = (text: string): DirectorySearch | null => {
  const saved = JSON.parse(text) as Partial<SerializedSearch>;
  if (saved.format !== SERIALIZED_FORMAT || !saved.index || !saved.signatures) return null;
  return directorySearch(MiniSearch.loadJS<SearchDocument>(saved.index, MINISEARCH_OPTIONS), new Map(saved.signatures));
};
