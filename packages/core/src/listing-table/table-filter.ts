import type { CapabilityFacetIndex, CapabilitySelection } from '../filters/capability-filter';
import { searchNeedle } from '../filters/filter-simulators';
import { ALL_STATUSES, hasActiveFilters, type FilterState } from '../filters/filter-state';
import { isoToday, releasedRecently } from '../freshness/freshness';
import { andInto, countBoth, emptyBitset, fullBitset, hasBit, orInto, setBit, type Bitset } from './bitset';
import { FIELD_BREAK, TOOL_BREAK, type ListingTable, type Postings, type TableListing } from './listing-table';

/**
 * Home's filter over a ListingTable: the spec's rules (filterListed's and countCapabilityTerms' answers, held to them
 * by listing-table.test.ts) as set operations. A search is one `indexOf` pass over the whole text, or, when it
 * contains an earlier search (the next key), a check of that search's matches only; a search seen before
 * (Backspace) is answered from memory. Every other filter is a bitset from the facets' postings, built once per
 * filter state. Answers are positions in an Int32Array, never an array of listings.
 */
export interface TableFilter<T extends TableListing = TableListing> {
  readonly table: ListingTable<T>;
  /** The positions that pass the search and filters, in the state's order. */
  filter(search: string, state: FilterState, today?: string, capabilities?: CapabilityFacetIndex): Int32Array;
  /**
   * Per capability term, how many tools the list would show with it chosen (countCapabilityTerms' rule: an "any of"
   * facet's terms counted without that facet's own choice); terms no tool would leave are absent.
   */
  termCounts(search: string, state: FilterState, capabilities: CapabilityFacetIndex, today?: string): Map<string, number>;
}

/** Searches remembered: a word typed and deleted key by key. */
const REMEMBERED_SEARCHES = 48;
/** A search narrows an earlier one's matches only when they are under 1 in this many tools. */
const NARROW_SHARE = 8;

const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase();

/** The positions of every value `wanted` accepts, as a bitset. */
function postingBits<V>(postings: Postings<V>, size: number, wanted: (value: V) => boolean): Bitset {
  const bits = emptyBitset(size);
  postings.values.forEach((value, code) => {
    if (!wanted(value)) return;
    for (let n = postings.starts[code]!; n < postings.starts[code + 1]!; n++) setBit(bits, postings.positions[n]!);
  });
  return bits;
}

/** Every group but the search and the capabilities (AND across groups, OR within one); null when none filters. */
function groupBits(table: ListingTable, state: FilterState, today: string): Bitset | null {
  const groups: Bitset[] = [];
  const { size } = table;
  if (state.developmentStatus !== ALL_STATUSES)
    groups.push(postingBits(table.status, size, (status) => status === state.developmentStatus));
  if (state.recentRelease) groups.push(postingBits(table.release, size, (date) => releasedRecently(date, today)));
  if (state.applicationAreas.length > 0) groups.push(postingBits(table.areas, size, (area) => state.applicationAreas.includes(area)));
  if (state.programmingLanguages.length > 0) {
    const prefixes = state.programmingLanguages.map(lower);
    groups.push(postingBits(table.languages, size, (entry) => prefixes.some((prefix) => lower(entry).trim().startsWith(prefix))));
  }
  if (state.licenseType.length > 0)
    groups.push(postingBits(table.licence, size, (licence) => licence !== null && state.licenseType.includes(licence)));
  if (state.organizations.length > 0) {
    const parts = state.organizations.map(lower);
    groups.push(postingBits(table.organizations, size, (name) => parts.some((part) => lower(name).includes(part))));
  }
  if (state.keyFeatures.length > 0) groups.push(postingBits(table.features, size, (feature) => state.keyFeatures.includes(feature)));
  const [first, ...rest] = groups;
  return first ? rest.reduce(andInto, first) : null;
}

/** A facet's chosen terms the vocabulary knows, and whether all of them must match. */
interface ChosenFacet {
  facet: string;
  terms: readonly string[];
  all: boolean;
}

const chosenFacets = (selection: CapabilitySelection, capabilities: CapabilityFacetIndex): ChosenFacet[] =>
  capabilities.facets
    .map((facet) => ({
      facet: facet.id,
      terms: selection.capabilities.filter((id) => capabilities.facetOf.get(id) === facet.id),
      all: selection.capabilityAll.includes(facet.id),
    }))
    .filter((chosen) => chosen.terms.length > 0);

/** Per known term, the tools that match it: those with it or with a narrower term (the vocabulary's `expand`). */
function termBits(table: ListingTable, capabilities: CapabilityFacetIndex): Map<string, Bitset> {
  const bits = new Map<string, Bitset>();
  table.terms.values.forEach((listed, code) => {
    for (const id of capabilities.expand(listed)) {
      let members = bits.get(id);
      if (!members) bits.set(id, (members = emptyBitset(table.size)));
      for (let n = table.terms.starts[code]!; n < table.terms.starts[code + 1]!; n++) setBit(members, table.terms.positions[n]!);
    }
  });
  return bits;
}

/** The tools one chosen facet keeps: any or all of its terms. */
function facetBits(chosen: ChosenFacet, terms: ReadonlyMap<string, Bitset>, size: number): Bitset {
  const of = (id: string) => terms.get(id) ?? emptyBitset(size);
  const [first, ...rest] = chosen.terms.map(of);
  const start = Uint32Array.from(first!);
  return rest.reduce(chosen.all ? andInto : orInto, start);
}

/** The tool whose text holds `needle` (a field's own text when the needle holds a break, which could span two). */
function holds(table: ListingTable, position: number, needle: string): boolean {
  const { text, fieldStarts } = table;
  if (needle.includes(FIELD_BREAK) || needle.includes(TOOL_BREAK)) {
    for (let field = 3 * position; field < 3 * position + 3; field++) {
      if (text.slice(fieldStarts[field], fieldStarts[field + 1]! - 1).includes(needle)) return true;
    }
    return false;
  }
  return text.slice(fieldStarts[3 * position], fieldStarts[3 * position + 3]! - 1).includes(needle);
}

/** The positions of `among` that `keeps` holds, in order. */
function kept(among: Int32Array, keeps: (position: number) => boolean): Int32Array {
  const out = new Int32Array(among.length);
  let found = 0;
  for (const position of among) if (keeps(position)) out[found++] = position;
  return out.slice(0, found);
}

/** The positions whose text holds `needle`, by one pass over the whole text: each hit skips to the next tool. */
function scan(table: ListingTable, needle: string): Int32Array {
  const { text, fieldStarts, size } = table;
  const out = new Int32Array(size);
  let found = 0;
  let low = 0;
  for (let hit = text.indexOf(needle); hit !== -1 && low < size; hit = text.indexOf(needle, fieldStarts[3 * low])) {
    // The tool whose text holds the hit: the last tool start at or before it, searched after the previous tool found.
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (fieldStarts[3 * middle]! <= hit) low = middle;
      else high = middle - 1;
    }
    out[found++] = low;
    low += 1;
  }
  return out.slice(0, found);
}

export function createTableFilter<T extends TableListing>(table: ListingTable<T>): TableFilter<T> {
  const everyPosition = Int32Array.from({ length: table.size }, (_, position) => position);
  const remembered = new Map<string, Int32Array>();
  let groups: { state: FilterState; today: string; bits: Bitset | null } | undefined;
  let vocabulary: { capabilities: CapabilityFacetIndex; terms: Map<string, Bitset> } | undefined;

  /** The positions the search keeps, in list order (null: every one). */
  const searched = (search: string): Int32Array | null => {
    const needle = searchNeedle(search);
    if (needle === '') return null;
    let found = remembered.get(needle);
    if (found) remembered.delete(needle);
    else {
      let within: string | undefined;
      for (const earlier of remembered.keys()) if (needle.includes(earlier) && earlier.length > (within?.length ?? -1)) within = earlier;
      const narrowed = within === undefined ? undefined : remembered.get(within)!;
      // Checking each earlier match's text alone pays off only for a few; many are cheaper in one pass over the text.
      found =
        narrowed && narrowed.length * NARROW_SHARE < table.size ? kept(narrowed, (position) => holds(table, position, needle)) : undefined;
      found ??=
        needle.includes(FIELD_BREAK) || needle.includes(TOOL_BREAK)
          ? kept(everyPosition, (position) => holds(table, position, needle))
          : scan(table, needle);
    }
    remembered.set(needle, found);
    if (remembered.size > REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
    return found;
  };

  const groupsOf = (state: FilterState, today: string): Bitset | null => {
    if (groups?.state !== state || groups.today !== today) groups = { state, today, bits: groupBits(table, state, today) };
    return groups.bits;
  };

  const termsOf = (capabilities: CapabilityFacetIndex): Map<string, Bitset> => {
    if (vocabulary?.capabilities !== capabilities) vocabulary = { capabilities, terms: termBits(table, capabilities) };
    return vocabulary.terms;
  };

  /** The search's positions and the other filters' set, AND-ed: the tools every filter but the capabilities keeps. */
  const base = (search: string, state: FilterState, today: string): Bitset => {
    const positions = searched(search);
    const bits = positions ? emptyBitset(table.size) : fullBitset(table.size);
    if (positions) for (const position of positions) setBit(bits, position);
    const others = groupsOf(state, today);
    return others ? andInto(bits, others) : bits;
  };

  return {
    table,
    filter(search, state, today = isoToday(), capabilities) {
      const order = state.sort === 'latest-release' ? table.latestOrder : everyPosition;
      if (searchNeedle(search) === '' && !hasActiveFilters(state)) return order;
      const keep = base(search, state, today);
      if (capabilities)
        for (const chosen of chosenFacets(state, capabilities)) andInto(keep, facetBits(chosen, termsOf(capabilities), table.size));
      return kept(order, (position) => hasBit(keep, position));
    },
    termCounts(search, state, capabilities, today = isoToday()) {
      const terms = termsOf(capabilities);
      const tools = base(search, state, today);
      const chosen = chosenFacets(state, capabilities).map((facet) => ({ ...facet, bits: facetBits(facet, terms, table.size) }));
      // The tools every chosen facet keeps, and for each "any of" facet those every other chosen facet keeps.
      const passing = (skip?: string) =>
        chosen.reduce((bits, facet) => (facet.facet === skip ? bits : andInto(bits, facet.bits)), Uint32Array.from(tools));
      const all = passing();
      const withoutOwn = new Map(
        chosen.filter((facet) => !facet.all).map((facet): [string, Bitset] => [facet.facet, passing(facet.facet)]),
      );
      const counts = new Map<string, number>();
      for (const [id, facet] of capabilities.facetOf) {
        const members = terms.get(id);
        const count = members ? countBoth(withoutOwn.get(facet) ?? all, members) : 0;
        if (count > 0) counts.set(id, count);
      }
      return counts;
    },
  };
}
