/**
 * The engine core's search ran before its ranked index (2026-11-27): MiniSearch, each query scoring at most 200
 * records of a kind behind a gate MiniSearch asks per posting (`boostDocument`), which still walks every posting of a
 * broad word. Kept here only so bench/search-index.ts prints it beside the ranked index in one run.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import {
  CANDIDATES_PER_KIND,
  DEFAULT_RESULTS_PER_KIND,
  MIN_PREFIX_LENGTH,
  SEARCH_FIELD_BOOSTS,
  SEARCH_FIELDS,
  SEARCH_KINDS,
  WIDEN_BELOW,
  processTerm,
  searchFieldPlan,
  tokenize,
  tokenizeQuery,
  typoTolerance,
  type SearchDocument,
  type SearchField,
  type SearchGroup,
  type SearchKind,
} from '@rsd/core';

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

const ALL_KINDS: ReadonlySet<SearchKind> = new Set(SEARCH_KINDS);
const byScore = (a: SearchResult, b: SearchResult): number => b.score - a.score;
const countKind = (results: readonly SearchResult[], kind: SearchKind): number =>
  results.reduce((count, result) => (result.kind === kind ? count + 1 : count), 0);

const NAME_FIELDS: SearchField[] = ['name', 'alias'];

/** Adds the documents, one by one as a sync adds them, and searches them as core's search did. */
export function cappedMiniSearch() {
  const engine = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
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
    // A plan of one field set is the names' own (the last word still short).
    if (plan.length > 1) admit(NAME_FIELDS, true);
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
  return {
    add: (docs: readonly SearchDocument[]) => {
      for (const doc of docs) engine.add(doc);
    },
    toJSON: () => engine.toJSON(),
    search: (query: string, { perKind = DEFAULT_RESULTS_PER_KIND, candidatesPerKind = CANDIDATES_PER_KIND } = {}): SearchGroup[] => {
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
  };
}
