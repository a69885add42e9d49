import { CSV_BOM, csvLine, type CapabilityEvidence, type CapabilityVocabulary } from '@rsd/core';

/**
 * The matrix's own query keys, beside home's filter keys (which it reads as home writes them). None of them is a key
 * of home's: a link from home keeps its filters, and the link back to home drops these.
 */
export const MATRIX_URL_KEYS = {
  /** One facet's terms as the columns (?facet=physics). */
  facet: 'facet',
  /** Chosen terms as the columns, in order, comma-separated (?terms=mpi,gpu): term ids have no commas. */
  terms: 'terms',
  /** The rows' order: by name (no key) or by a column's term, tools with it first (?by=mpi). */
  sort: 'by',
} as const;

export type MatrixColumns = { kind: 'facet'; facet: string } | { kind: 'terms'; terms: string[] };

export interface MatrixView {
  columns: MatrixColumns;
  /** 'name', or the id of the term whose tools come first. */
  sort: string;
}

export const SORT_BY_NAME = 'name';

export interface MatrixColumn {
  id: string;
  label: string;
  definition: string;
}

const termsOf = (vocabulary: CapabilityVocabulary) => vocabulary.facets.flatMap((facet) => facet.terms);

/**
 * The view a URL asks for, read against the vocabulary on screen: unknown terms are skipped (a link made with a newer
 * vocabulary), an unknown facet or no chosen term known falls back to the first facet, and a sort on a term that is not
 * a column sorts by name.
 */
export function readMatrixView(params: URLSearchParams, vocabulary: CapabilityVocabulary): MatrixView {
  const known = new Set(termsOf(vocabulary).map((term) => term.id));
  const chosen = [...new Set((params.get(MATRIX_URL_KEYS.terms) ?? '').split(',').map((id) => id.trim()))].filter((id) => known.has(id));
  const facetId = params.get(MATRIX_URL_KEYS.facet);
  const facet = vocabulary.facets.find((candidate) => candidate.id === facetId) ?? vocabulary.facets[0];
  const columns: MatrixColumns = chosen.length > 0 ? { kind: 'terms', terms: chosen } : { kind: 'facet', facet: facet?.id ?? '' };
  const sortParam = params.get(MATRIX_URL_KEYS.sort) ?? SORT_BY_NAME;
  const shown = matrixColumns(vocabulary, columns).map((column) => column.id);
  return { columns, sort: shown.includes(sortParam) ? sortParam : SORT_BY_NAME };
}

/** `params` with the view written into it, every other key (home's filters) kept; defaults write nothing. */
export function writeMatrixView(params: URLSearchParams, view: MatrixView, vocabulary: CapabilityVocabulary): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(MATRIX_URL_KEYS)) next.delete(key);
  if (view.columns.kind === 'terms') next.set(MATRIX_URL_KEYS.terms, view.columns.terms.join(','));
  else if (view.columns.facet !== vocabulary.facets[0]?.id) next.set(MATRIX_URL_KEYS.facet, view.columns.facet);
  if (view.sort !== SORT_BY_NAME) next.set(MATRIX_URL_KEYS.sort, view.sort);
  return next;
}

/** The columns of a view, in the facet's order or the order the terms were chosen in. */
export function matrixColumns(vocabulary: CapabilityVocabulary, columns: MatrixColumns): MatrixColumn[] {
  const pick = ({ id, label, definition }: MatrixColumn): MatrixColumn => ({ id, label, definition });
  if (columns.kind === 'facet') return (vocabulary.facets.find((facet) => facet.id === columns.facet)?.terms ?? []).map(pick);
  const byId = new Map(termsOf(vocabulary).map((term) => [term.id, term]));
  return columns.terms.flatMap((id) => {
    const term = byId.get(id);
    return term ? [pick(term)] : [];
  });
}

/**
 * Per term a tool matches, the term of its own that says so: itself, or a narrower one (a tool tagged TPFA is a
 * finite-volume tool, as the capability filter counts it). Broader links are read from the vocabulary on screen.
 */
export type MatchedTerms = ReadonlyMap<string, string>;

export function broaderLinks(vocabulary: CapabilityVocabulary): ReadonlyMap<string, string> {
  const links = new Map<string, string>();
  for (const term of termsOf(vocabulary)) if (term.broader !== undefined) links.set(term.id, term.broader);
  return links;
}

export function matchTerms(terms: readonly string[], broader: ReadonlyMap<string, string>): MatchedTerms {
  const matched = new Map<string, string>();
  for (const own of terms) {
    // A tool's own term wins over reaching the same term through a narrower one; the loop stops at a cycle.
    matched.set(own, own);
    for (let wider = broader.get(own); wider !== undefined && !matched.has(wider); wider = broader.get(wider)) matched.set(wider, own);
  }
  return matched;
}

export interface MatrixRow {
  id: number;
  name: string;
  matched: MatchedTerms;
}

/**
 * A tool's row, its terms matched when first read: a visit to the matrix reads the drawn rows' alone (at 30,000 tools,
 * matching every row before the first is drawn was most of the visit); a sort by a term or the CSV reads them all.
 */
export function matrixRow(
  listing: { id: number; name: string; terms: readonly string[] },
  broader: ReadonlyMap<string, string>,
): MatrixRow {
  let matched: MatchedTerms | undefined;
  return {
    id: listing.id,
    name: listing.name,
    get matched() {
      matched ??= matchTerms(listing.terms, broader);
      return matched;
    },
  };
}

/** Rows in the list's (name) order; sorted by a term, the tools with it first, each group keeping that order. */
export function sortMatrixRows(rows: readonly MatrixRow[], sort: string): readonly MatrixRow[] {
  if (sort === SORT_BY_NAME) return rows;
  return [...rows.filter((row) => row.matched.has(sort)), ...rows.filter((row) => !row.matched.has(sort))];
}

/** A cell's text, the same on screen (for screen readers) and in the CSV. */
export const HAS_TERM_TEXT = 'Yes';
export const LACKS_TERM_TEXT = 'No';

/** Exactly the table shown: the tool's name, then a Yes or No per column, rows in the order shown. */
export function matrixCsv(rows: readonly MatrixRow[], columns: readonly MatrixColumn[]): string {
  const header = csvLine(['Tool', ...columns.map((column) => column.label)]);
  const body = rows.map((row) =>
    csvLine([row.name, ...columns.map((column) => (row.matched.has(column.id) ? HAS_TERM_TEXT : LACKS_TERM_TEXT))]),
  );
  return CSV_BOM + header + body.join('');
}

const FIELD_LABELS: Record<Extract<CapabilityEvidence, { source: 'record' }>['field'], string> = {
  physics_and_models: 'physics and models',
  numerical_schemes: 'numerical schemes',
  supported_input_formats: 'input formats',
  supported_output_formats: 'output formats',
  api_integrations: 'API integrations',
  external_tool_compatibility: 'external tool compatibility',
  parallelization_approaches: 'parallelization approaches',
};

/** Why the tool has a term, in words: the record's capability text that named it, or the admin who set it. */
export function evidenceText(evidence: CapabilityEvidence): string {
  if (evidence.source === 'record') return `Derived from the record's ${FIELD_LABELS[evidence.field]}: "${evidence.text}"`;
  return `Set by an admin (${evidence.by}, ${evidence.at.slice(0, 10)})`;
}
