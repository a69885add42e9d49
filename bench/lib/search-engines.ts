/**
 * The search engines search-index.ts compares, each behind one face (Candidate): core's directory search (its ranked
 * index, what the app runs), the capped MiniSearch it replaced, FlexSearch and Orama, given the same documents, boosts
 * and query plan.
 */
import { Charset, Document } from 'flexsearch';
import { create, insert, save, search as oramaSearch } from '@orama/orama';
import {
  SEARCH_FIELD_BOOSTS,
  SEARCH_FIELDS,
  SEARCH_KINDS,
  createDirectorySearch,
  loadDirectorySearch,
  searchKey,
  MIN_PREFIX_LENGTH,
  searchFieldPlan,
  WIDEN_BELOW,
  typoTolerance,
  type SearchKind,
} from '@rsd/core';
import { BenchFailure } from './harness';
import { documents, type Directory } from './search-directory';
import { cappedMiniSearch } from './search-minisearch';

export const LIBRARIES = ['ranked (core)', 'minisearch (capped: before)', 'flexsearch', 'orama'] as const;
/** The app's own module: the one whose quality checks must pass. */
export const PRODUCT: Library = 'ranked (core)';
export type Library = (typeof LIBRARIES)[number];
/** FlexSearch and Orama return a ranked list; the groups are cut from its first this many. */
const CANDIDATES = 500;
export const PER_KIND = 5;

/** A query's answer as the bench compares it: per kind, the best keys and how many matched. */
export type Groups = { kind: SearchKind; keys: string[]; total: number }[];

export interface Candidate {
  /** Builds the index from the records, documents included, as the app would. */
  build(dir: Directory): void;
  search(query: string): Groups;
  /** The index as text for the offline cache, in bytes; null if the library cannot export it. */
  serializedBytes(): number;
  /** Extra figures only the product's module prints (incremental update, reading the serialized index back). */
  extra?(dir: Directory): Record<string, number>;
}

const kindOf = (key: string): SearchKind => key.slice(0, key.indexOf(':')) as SearchKind;

/** Groups a ranked list of keys by kind, as core's search does. */
function group(ranked: Iterable<string>): Groups {
  const groups = new Map<SearchKind, { kind: SearchKind; keys: string[]; total: number }>();
  for (const key of ranked) {
    const kind = kindOf(key);
    let entry = groups.get(kind);
    if (!entry) groups.set(kind, (entry = { kind, keys: [], total: 0 }));
    entry.total += 1;
    if (entry.keys.length < PER_KIND) entry.keys.push(key);
  }
  return SEARCH_KINDS.flatMap((kind) => groups.get(kind) ?? []);
}

function rankedCore(): Candidate {
  let index = createDirectorySearch();
  return {
    build(dir) {
      index.putSimulators(dir.simulators);
      index.putTechnologies(dir.technologies);
      index.putJobs(dir.jobs);
      index.setLearningResources(dir.learning);
    },
    search: (query) =>
      index
        .search(query, { perKind: PER_KIND })
        .map((g) => ({ kind: g.kind, keys: g.hits.map((hit) => searchKey(hit.kind, hit.ref)), total: g.total })),
    serializedBytes: () => Buffer.byteLength(index.serialize()),
    extra(dir) {
      // A sync that changed 10 tools and deleted 1: the documents replaced in place.
      const changed = dir.simulators
        .slice(100, 110)
        .map((sim) => ({ ...sim, shortDescription: `${sim.shortDescription} Geomechanics update.` }));
      const t0 = performance.now();
      index.putSimulators(changed);
      index.remove('simulator', [dir.simulators[200]!.id]);
      const update = performance.now() - t0;
      const text = index.serialize();
      const t1 = performance.now();
      const loaded = loadDirectorySearch(text);
      const load = performance.now() - t1;
      if (!loaded) throw new BenchFailure('the serialized index did not load back');
      index = loaded;
      return { 'sync of 10 changed + 1 removed': update, 'load from serialized': load };
    },
  };
}

function cappedMiniSearchCandidate(): Candidate {
  const index = cappedMiniSearch();
  return {
    build: (dir) => index.add(documents(dir)),
    search: (query) =>
      index
        .search(query, { perKind: PER_KIND })
        .map((g) => ({ kind: g.kind, keys: g.hits.map((hit) => searchKey(hit.kind, hit.ref)), total: g.total })),
    serializedBytes: () => Buffer.byteLength(JSON.stringify(index.toJSON())),
  };
}

function flexSearch(): Candidate {
  // 'forward' indexes every prefix of a word (as-you-type); LatinExtra's phonetic folding is its typo tolerance.
  const index = new Document({
    document: { id: 'key', index: SEARCH_FIELDS.map((field) => ({ field, tokenize: 'forward' as const, encoder: Charset.LatinExtra })) },
  });
  return {
    build(dir) {
      for (const doc of documents(dir)) index.add({ ...doc });
    },
    search(query) {
      if (query.trim() === '') return [];
      // One ranked list per field, no scores: merged by each field's boost over its rank.
      const scores = new Map<string, number>();
      for (const fields of searchFieldPlan(query)) {
        scores.clear();
        for (const { field, result } of index.search(query, { index: fields, limit: CANDIDATES })) {
          const boost = SEARCH_FIELD_BOOSTS[field as keyof typeof SEARCH_FIELD_BOOSTS];
          result.forEach((id, rank) => scores.set(String(id), (scores.get(String(id)) ?? 0) + boost / (rank + 1)));
        }
        if (scores.size >= WIDEN_BELOW) break;
      }
      return group([...scores].toSorted((a, b) => b[1] - a[1]).map(([key]) => key));
    },
    serializedBytes() {
      let size = 0;
      index.export((key, data) => void (size += Buffer.byteLength(key) + Buffer.byteLength(data ?? '')));
      return size;
    },
  };
}

function orama(): Candidate {
  const db = create({
    schema: { name: 'string', alias: 'string', summary: 'string', tags: 'string', organisations: 'string', body: 'string' } as const,
  });
  return {
    build(dir) {
      for (const doc of documents(dir)) {
        const inserted = insert(db, { id: doc.key, ...Object.fromEntries(SEARCH_FIELDS.map((field) => [field, doc[field]])) });
        if (inserted instanceof Promise) throw new BenchFailure('Orama inserted asynchronously');
      }
    },
    search(query) {
      const text = query.trim();
      if (text === '') return [];
      let hits: string[] = [];
      for (const fields of searchFieldPlan(query)) {
        const result = oramaSearch(db, {
          term: text,
          properties: fields,
          boost: SEARCH_FIELD_BOOSTS,
          // One tolerance for the whole query: the longest word's, by core's rule; one letter matched whole, as in core.
          tolerance: Math.max(...text.split(/\s+/).map(typoTolerance)),
          exact: text.length < MIN_PREFIX_LENGTH,
          threshold: 0,
          limit: CANDIDATES,
        });
        if (result instanceof Promise) throw new BenchFailure('Orama searched asynchronously');
        hits = result.hits.map((hit) => hit.id);
        if (hits.length >= WIDEN_BELOW) break;
      }
      return group(hits);
    },
    serializedBytes: () => Buffer.byteLength(JSON.stringify(save(db))),
  };
}

export const CANDIDATE: Record<Library, () => Candidate> = {
  'ranked (core)': rankedCore,
  'minisearch (capped: before)': cappedMiniSearchCandidate,
  flexsearch: flexSearch,
  orama,
};
