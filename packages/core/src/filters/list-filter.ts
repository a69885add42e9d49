import { isoToday } from '../freshness/freshness';
import { hasActiveFilters, type FilterState } from './filter-state';
import {
  indexSimulator,
  matchesGroups,
  searchFieldsInclude,
  searchNeedle,
  sortSimulators,
  type CapabilityRule,
  type FilterableSimulator,
  type IndexedSimulator,
  type SimulatorIndex,
} from './filter-simulators';

/**
 * A list read by place: what home's grid, count and export read of the tools a search found. An array is one; the list
 * filter's answer reads the found positions without building an array of the tools (30,000 at issue 29's scale) per key.
 */
export interface Listed<T> {
  readonly length: number;
  at(position: number): T | undefined;
}

/** A list read by place as an array, in its order: for the rare reader that needs all of it (an export). */
export function listedArray<T>(listed: Listed<T>): T[] {
  const items: T[] = [];
  for (let position = 0; position < listed.length; position++) {
    const item = listed.at(position);
    if (item !== undefined) items.push(item);
  }
  return items;
}

/**
 * Home's filter over one list that the visitor types into key by key (issues 27 and 29: a keystroke inside one frame
 * at 30,000 tools). It gives filterListed's answers, faster:
 * - a search that contains an earlier one under the same filters ("petro" after "petr") reads only that one's
 *   matches, and a search seen before (Backspace) is answered from memory;
 * - any other search scans the whole list's text as one string (one `indexOf` pass over a few MB, where testing
 *   30,000 tools' fields one by one took several times longer), then applies the other filters to what it found;
 *   so does a search whose earlier matches are many ("pe" after "p"), where the pass is the cheaper of the two;
 * - each tool's verdict on the filters other than the search is worked out once per set of filters, not per key;
 * - the answer is read by place (Listed) over the positions found: no array of the tools is built per key.
 */
export interface ListFilter<T extends FilterableSimulator> {
  /** The list's index (lowercased text per tool), built the first time it is needed unless prepare() built it. */
  readonly index: () => SimulatorIndex<T>;
  /** The tools that pass the search and filters, in the state's order: filterListed's answer, read by place. */
  filter(search: string, state: FilterState, today?: string, capabilities?: CapabilityRule): Listed<T>;
  /**
   * Builds the index and the search text a piece at a time, for idle time: a caller runs one step per slice until
   * it is done. A search that comes first builds what is left at once.
   */
  prepare(): Generator<void, void, void>;
}

/** Tools indexed between two yields of prepare(). */
const PREPARE_STEP = 500;
/** Searches remembered under one set of filters: a word typed and deleted key by key. */
const REMEMBERED_SEARCHES = 48;
/**
 * A search is narrowed from an earlier one's matches only when they are at most this share (1 / n) of the list: more,
 * and one indexOf pass over the whole text is faster than reading each match's fields ("pe" after "p").
 */
const NARROW_SHARE = 4;
/** Between two fields of a tool, and between two tools, in the search text: characters a needle never needs. */
const FIELD_BREAK = '\u0000';
const TOOL_BREAK = '\u0001';

/** The whole list's search fields in one string, and where each tool's text starts in it. */
interface SearchText {
  text: string;
  starts: Int32Array;
}

function searchText(index: SimulatorIndex): SearchText {
  const starts = new Int32Array(index.length);
  const parts: string[] = [];
  let at = 0;
  index.forEach((entry, position) => {
    const part = entry.searchFields.join(FIELD_BREAK);
    starts[position] = at;
    parts.push(part);
    at += part.length + TOOL_BREAK.length;
  });
  return { text: parts.join(TOOL_BREAK), starts };
}

/**
 * The positions (in the index) whose text holds `needle`, in order: each hit skips to the next tool's text. Positions
 * live in a typed array: a remembered search keeps no object per match for the garbage collector to mark.
 */
function positionsHolding({ text, starts }: SearchText, needle: string): Int32Array {
  const positions = new Int32Array(starts.length);
  let found = 0;
  let from = 0;
  let low = 0;
  for (let hit = text.indexOf(needle, from); hit !== -1; hit = text.indexOf(needle, from)) {
    // The tool whose text holds the hit: the last start at or before it, searched after the previous tool found.
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= hit) low = middle;
      else high = middle - 1;
    }
    positions[found++] = low;
    low += 1;
    if (low >= starts.length) break;
    from = starts[low]!;
  }
  return positions.slice(0, found);
}

/** The positions of `among` (or of 0 to among - 1) that `keeps` holds, in order. */
function keptPositions(among: Int32Array | number, keeps: (position: number) => boolean): Int32Array {
  const count = typeof among === 'number' ? among : among.length;
  const kept = new Int32Array(count);
  let found = 0;
  for (let n = 0; n < count; n++) {
    const position = typeof among === 'number' ? n : among[n]!;
    if (keeps(position)) kept[found++] = position;
  }
  return kept.slice(0, found);
}

const keepEvery = () => true;

/** Whether each tool passes every filter but the search, under one set of filters, read the first time it is asked. */
function verdictsUnder(
  list: SimulatorIndex,
  state: FilterState,
  today: string,
  capabilities: CapabilityRule | undefined,
): ((position: number) => boolean) | undefined {
  if (!hasActiveFilters(state)) return undefined;
  const keeps = capabilities?.predicate(state);
  // 0: not asked yet, 1: passes, 2: fails. Typing under a capability filter asks about the same tools key after key,
  // and the rule builds a set of terms per tool it reads: each tool's answer is worked out once, not once a key.
  const verdicts = new Uint8Array(list.length);
  return (position) => {
    let verdict = verdicts[position]!;
    if (verdict === 0) {
      const entry = list[position]!;
      verdict = matchesGroups(entry, state, today) && (!keeps || keeps(entry.simulator)) ? 1 : 2;
      verdicts[position] = verdict;
    }
    return verdict === 1;
  };
}

export function createListFilter<T extends FilterableSimulator>(all: readonly T[]): ListFilter<T> {
  const entries: IndexedSimulator<T>[] = [];
  const index = (): SimulatorIndex<T> => {
    for (let position = entries.length; position < all.length; position++) entries.push(indexSimulator(all[position]!));
    return entries;
  };
  let text: SearchText | undefined;
  const textOf = (): SearchText => (text ??= searchText(index()));

  // The matches of each remembered search (positions in the index), under the filters they were found with.
  let remembered = new Map<string, Int32Array>();
  let rememberedUnder: { state: FilterState; today: string; capabilities: CapabilityRule | undefined } | undefined;
  let passes: ((position: number) => boolean) | undefined;

  const narrowest = (needle: string): Int32Array | undefined => {
    let best: string | undefined;
    for (const earlier of remembered.keys()) {
      if (needle.includes(earlier) && (best === undefined || earlier.length > best.length)) best = earlier;
    }
    return best === undefined ? undefined : remembered.get(best);
  };

  const find = (needle: string): Int32Array => {
    const within = narrowest(needle);
    // Reading each earlier match's fields beats one pass over the whole text only while those matches are few.
    if (within && within.length * NARROW_SHARE <= all.length)
      return keptPositions(within, (position) => searchFieldsInclude(entries[position]!, needle));
    const list = index();
    if (needle === '') return keptPositions(list.length, passes ?? keepEvery);
    // A needle holding a break could match across two fields in the one string: such a search reads each tool's own.
    const holding =
      needle.includes(FIELD_BREAK) || needle.includes(TOOL_BREAK)
        ? keptPositions(list.length, (position) => searchFieldsInclude(list[position]!, needle))
        : positionsHolding(textOf(), needle);
    return passes ? keptPositions(holding, passes) : holding;
  };

  return {
    index,
    filter(search, state, today = isoToday(), capabilities) {
      const needle = searchNeedle(search);
      if (needle === '' && !hasActiveFilters(state)) return state.sort === 'default' ? all : sortSimulators(all, state.sort);
      const under = rememberedUnder;
      if (!under || under.state !== state || under.today !== today || under.capabilities !== capabilities) {
        remembered = new Map();
        rememberedUnder = { state, today, capabilities };
        passes = verdictsUnder(index(), state, today, capabilities);
      }
      let found = remembered.get(needle);
      if (found) remembered.delete(needle);
      else found = find(needle);
      remembered.set(needle, found);
      if (remembered.size > REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
      if (state.sort !== 'default')
        return sortSimulators(
          Array.from(found, (position) => entries[position]!.simulator),
          state.sort,
        );
      const positions = found;
      return { length: positions.length, at: (place) => entries[positions[place]!]?.simulator };
    },
    *prepare() {
      while (entries.length < all.length) {
        const end = Math.min(all.length, entries.length + PREPARE_STEP);
        for (let position = entries.length; position < end; position++) entries.push(indexSimulator(all[position]!));
        yield;
      }
      textOf();
    },
  };
}
