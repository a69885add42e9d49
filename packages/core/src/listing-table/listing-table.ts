import type { FilterableSimulator } from '../filters/filter-simulators';
import { organizationName } from '../normalize/organizations';

/**
 * Home's list as a handful of strings and typed arrays (issues 27 and 29): at 30,000 tools the listings as objects
 * (about 80 MB with their nested arrays) were marked by every major collection, which made keys slow. The table is
 * built once per list read, and the listings are then garbage once. It holds:
 * - the search text (name, fullName, shortDescription, lowercased) as one string, with where each field starts;
 * - each facet as a dictionary of its distinct values and, per value, the positions of the tools that have it;
 * - home's other order (newest release first) as positions;
 * - each listing as JSON in one string, parsed again only for the cards drawn.
 * Positions are the list's order as given (home's: by name).
 */
export interface ListingTable<T extends TableListing = TableListing> {
  readonly size: number;
  readonly ids: Int32Array;
  /** Each tool's three search fields, lowercased, split by FIELD_BREAK, the tools by TOOL_BREAK. */
  readonly text: string;
  /** Where field `k` of tool `i` starts in `text`: `fieldStarts[3 * i + k]`; one more entry past the end. */
  readonly fieldStarts: Int32Array;
  readonly status: Postings<string>;
  readonly licence: Postings<string | null>;
  /** By lastReleaseDate, a missing one as '' (the order's rule: no date sorts last, with the empty ones). */
  readonly release: Postings<string>;
  readonly areas: Postings<string>;
  /** The entries as listed ("C++ (core)"): the filter reads them lowercased and trimmed, the options by first word. */
  readonly languages: Postings<string>;
  /** Each organization's name (organizationName). */
  readonly organizations: Postings<string>;
  readonly features: Postings<string>;
  /** The capability term ids as listed, known to the vocabulary or not. */
  readonly terms: Postings<string>;
  /** Positions newest release first, no release last, ties in list order. */
  readonly latestOrder: Int32Array;
  /**
   * The listing at a position, read again from the packed JSON; the last 64 read are kept, so a card drawn
   * again gets the same object (and its memo holds).
   */
  listing(position: number): T;
}

/** A facet: its distinct values (in order of first appearance) and, per value, the positions that have it. */
export interface Postings<V> {
  readonly values: readonly V[];
  /** Value `v`'s positions are `positions[starts[v]]` up to `positions[starts[v + 1]]`, increasing. */
  readonly starts: Int32Array;
  readonly positions: Int32Array;
}

export type TableListing = FilterableSimulator & { id: number };

/** Between two fields of a tool, and between two tools, in the search text: characters a needle rarely holds. */
export const FIELD_BREAK = '\u0000';
export const TOOL_BREAK = '\u0001';
/** Tools read between two yields of the build: a slice of a few milliseconds at most. */
const BUILD_STEP = 500;
/** Listings kept parsed: more than a screen of cards and its overscan. */
const MATERIALISED = 64;

/**
 * The listing at a position from the packed JSON (one string per BUILD_STEP tools: no join of the whole list's tens
 * of MB in one task), the last MATERIALISED kept.
 */
function listingReader<T>(chunks: readonly string[], cardStarts: Int32Array): (position: number) => T {
  const parsed = new Map<number, T>();
  return (position) => {
    let listing = parsed.get(position);
    if (listing === undefined) {
      const chunk = Math.floor(position / BUILD_STEP);
      const base = cardStarts[chunk * BUILD_STEP]!;
      listing = JSON.parse(chunks[chunk]!.slice(cardStarts[position]! - base, cardStarts[position + 1]! - base)) as T;
      if (parsed.size >= MATERIALISED) parsed.delete(parsed.keys().next().value!);
    } else parsed.delete(position);
    parsed.set(position, listing);
    return listing;
  };
}

/** A facet being read: its dictionary, and each (position, value) pair, inverted into postings at the end. */
class PostingsBuilder<V> {
  private readonly codes = new Map<V, number>();
  private readonly values: V[] = [];
  private readonly pairPositions: number[] = [];
  private readonly pairCodes: number[] = [];

  add(position: number, value: V): void {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    this.pairPositions.push(position);
    this.pairCodes.push(code);
  }

  build(): Postings<V> {
    const starts = new Int32Array(this.values.length + 1);
    for (const code of this.pairCodes) starts[code + 1]! += 1;
    for (let code = 0; code < this.values.length; code++) starts[code + 1]! += starts[code]!;
    const next = starts.slice(0, this.values.length);
    const positions = new Int32Array(this.pairCodes.length);
    // Pairs come in position order, so each value's positions come out increasing.
    this.pairCodes.forEach((code, pair) => (positions[next[code]!++] = this.pairPositions[pair]!));
    return { values: this.values, starts, positions };
  }
}

/** Positions newest release first (ISO dates order as strings), '' last, ties in position order. */
function latestOrder(release: Postings<string>, size: number): Int32Array {
  const order = new Int32Array(size);
  const byDate = release.values
    .map((_, code) => code)
    .toSorted((a, b) => {
      const [newer, older] = [release.values[b]!, release.values[a]!];
      return newer < older ? -1 : newer > older ? 1 : 0;
    });
  let at = 0;
  for (const code of byDate) {
    for (let n = release.starts[code]!; n < release.starts[code + 1]!; n++) order[at++] = release.positions[n]!;
  }
  return order;
}

const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase();

/**
 * The table of `list`, a slice of BUILD_STEP tools per step: a caller in a page runs one step per task, so the build
 * never blocks it for long; `listingTable` runs it at once.
 */
export function* buildListingTable<T extends TableListing>(list: readonly T[]): Generator<void, ListingTable<T>, void> {
  const size = list.length;
  const ids = new Int32Array(size);
  const fieldStarts = new Int32Array(3 * size + 1);
  const cardStarts = new Int32Array(size + 1);
  const textParts: string[] = [];
  const cardParts: string[] = [];
  const cardChunks: string[] = [];
  const facets = {
    status: new PostingsBuilder<string>(),
    licence: new PostingsBuilder<string | null>(),
    release: new PostingsBuilder<string>(),
    areas: new PostingsBuilder<string>(),
    languages: new PostingsBuilder<string>(),
    organizations: new PostingsBuilder<string>(),
    features: new PostingsBuilder<string>(),
    terms: new PostingsBuilder<string>(),
  };
  let textAt = 0;
  let cardAt = 0;
  for (let position = 0; position < size; position++) {
    const tool = list[position]!;
    ids[position] = tool.id;
    for (const [field, value] of [tool.name, tool.fullName, tool.shortDescription].entries()) {
      const part = lower(value);
      fieldStarts[3 * position + field] = textAt;
      // Each field is followed by one break: FIELD_BREAK within a tool, TOOL_BREAK between two (none after the last).
      textParts.push(part, field < 2 ? FIELD_BREAK : TOOL_BREAK);
      textAt += part.length + 1;
    }
    const card = JSON.stringify(tool);
    cardStarts[position] = cardAt;
    cardParts.push(card);
    cardAt += card.length;
    facets.status.add(position, tool.developmentStatus);
    facets.licence.add(position, tool.licenseType);
    facets.release.add(position, tool.lastReleaseDate ?? '');
    for (const area of tool.applicationAreas) facets.areas.add(position, area);
    for (const language of tool.programmingLanguages) facets.languages.add(position, language);
    for (const ref of tool.relevantOrganizations) facets.organizations.add(position, organizationName(ref));
    for (const feature of tool.keyFeatures) facets.features.add(position, feature);
    for (const term of tool.terms ?? []) facets.terms.add(position, term);
    if ((position + 1) % BUILD_STEP === 0 || position + 1 === size) {
      cardChunks.push(cardParts.join(''));
      cardParts.length = 0;
      yield;
    }
  }
  fieldStarts[3 * size] = textAt;
  cardStarts[size] = cardAt;
  textParts.pop();
  const text = textParts.join('');
  yield;
  // The facets' postings in slices too: the build's last task stays short.
  const [status, licence, release] = [facets.status.build(), facets.licence.build(), facets.release.build()];
  yield;
  const [areas, languages, features] = [facets.areas.build(), facets.languages.build(), facets.features.build()];
  yield;
  const [organizations, terms] = [facets.organizations.build(), facets.terms.build()];
  yield;
  return {
    size,
    ids,
    text,
    fieldStarts,
    status,
    licence,
    release,
    areas,
    languages,
    organizations,
    features,
    terms,
    latestOrder: latestOrder(release, size),
    listing: listingReader<T>(cardChunks, cardStarts),
  };
}

/** The table of `list`, built at once. */
export function listingTable<T extends TableListing>(list: readonly T[]): ListingTable<T> {
  const steps = buildListingTable(list);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}
