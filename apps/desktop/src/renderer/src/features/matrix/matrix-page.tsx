import { Button, Classes } from '@blueprintjs/core';
import { CrossIcon, DownloadIcon, SearchIcon } from '@blueprintjs/icons';
import { filterStateFromSearchParams, filterStateToSearchParams, NO_SIMULATORS_MATCH_TEXT, type Simulator } from '@rsd/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useCapabilityVocabulary } from '../../data/vocabulary';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { LabelledSelect } from '../../ui/labelled-select';
import { saveTextFile } from '../../ui/save-text-file';
import { useSimulator } from '../simulator/queries';
import { MatrixGrid, type CellPosition } from './matrix-grid';
import {
  broaderLinks,
  evidenceText,
  HAS_TERM_TEXT,
  LACKS_TERM_TEXT,
  matrixColumns,
  matrixCsv,
  matrixRow,
  readMatrixView,
  SORT_BY_NAME,
  sortMatrixRows,
  writeMatrixView,
  type MatrixColumn,
  type MatrixRow,
  type MatrixView,
} from './matrix-model';
import { useMatrixListings } from './queries';
import './matrix.css';

export const MATRIX_LIST_ERROR = 'Error loading simulators. Please try again later.';
const EVIDENCE_ID = 'matrix-evidence';
/** The column chooser's value for chosen terms (facet ids are words, never this). */
const CHOSEN_TERMS = ':terms';
const EVIDENCE_HINT = 'Point at or focus a cell to see why a tool has a term.';

/** The words under the grid for the cell pointed at: the term's evidence on that tool, read from its cached record. */
function Evidence({
  row,
  column,
  record,
}: {
  row: MatrixRow | undefined;
  column: MatrixColumn | undefined;
  record: Simulator | undefined;
}) {
  if (!row && column) return <>{`${column.label}: ${column.definition}`}</>;
  if (!row || !column) return <>{EVIDENCE_HINT}</>;
  const own = row.matched.get(column.id);
  if (own === undefined) return <>{`${row.name}, ${column.label}: ${LACKS_TERM_TEXT}. No capability text of the record names it.`}</>;
  const capability = record?.capabilities.find((candidate) => candidate.term === own);
  const through = own === column.id ? '' : ` Through its narrower term "${own}".`;
  const why = capability ? evidenceText(capability.evidence) : record ? 'No evidence recorded.' : 'Loading evidence…';
  return <>{`${row.name}, ${column.label}: ${HAS_TERM_TEXT}.${through} ${why}`}</>;
}

export function MatrixPage() {
  usePageTitle('Capability matrix', 'Simulators as rows and capability terms as columns: which tool can do what, side by side.');
  const [params, setParams] = useSearchParams();
  const vocabulary = useCapabilityVocabulary();
  const listings = useMatrixListings(params, vocabulary);
  const view = useMemo(() => readMatrixView(params, vocabulary), [params, vocabulary]);
  const columns = useMemo(() => matrixColumns(vocabulary, view.columns), [vocabulary, view.columns]);
  const broader = useMemo(() => broaderLinks(vocabulary), [vocabulary]);
  // The kept first tools are the first rows only in name order; a sort by a term waits for the whole list.
  const firstScreen = listings.status === 'first' && view.sort === SORT_BY_NAME ? listings : undefined;
  const shown = listings.status === 'success' ? listings.matching : firstScreen?.first;
  const unsorted = useMemo(() => (shown ?? []).map((listing) => matrixRow(listing, broader)), [shown, broader]);
  const rows = useMemo(() => sortMatrixRows(unsorted, view.sort), [unsorted, view.sort]);
  // Every tool the grid has rows for, drawn or not: before the whole list is read, the count the cache kept with its first tools.
  const rowCount = listings.status === 'success' ? rows.length : (firstScreen?.count ?? 0);
  const counted = listings.status === 'success' ? listings.all.length : firstScreen?.count;

  const [pointed, setPointed] = useState<CellPosition | null>(null);
  const pointedRow = pointed && pointed.row >= 0 ? rows[pointed.row] : undefined;
  const pointedColumn = pointed && pointed.col > 0 ? columns[pointed.col - 1] : undefined;
  // Only the pointed tool's record is read (its evidence): the listings carry term ids alone.
  const record = useSimulator(pointedRow && pointedColumn ? pointedRow.id : null).data;

  const setView = (next: MatrixView) => setParams(writeMatrixView(params, next, vocabulary), { replace: true, preventScrollReset: true });
  const chosen = view.columns.kind === 'terms' ? view.columns.terms : [];
  const onColumns = (value: string) => {
    if (value === CHOSEN_TERMS) return;
    setView({ columns: { kind: 'facet', facet: value }, sort: view.sort });
  };
  const addTerm = (id: string) => {
    const terms = view.columns.kind === 'terms' ? [...view.columns.terms, id] : [...columns.map((column) => column.id), id];
    setView({ columns: { kind: 'terms', terms: [...new Set(terms)] }, sort: view.sort });
  };
  const removeTerm = (id: string) => {
    const terms = chosen.filter((term) => term !== id);
    setView({
      columns: terms.length > 0 ? { kind: 'terms', terms } : { kind: 'facet', facet: vocabulary.facets[0]?.id ?? '' },
      sort: view.sort,
    });
  };
  const { search, state } = filterStateFromSearchParams(params.toString());
  const homeQuery = filterStateToSearchParams(search, state).toString();
  const labelOf = new Map(vocabulary.facets.flatMap((facet) => facet.terms.map((term) => [term.id, term.label] as const)));

  const body = () => {
    if (listings.status === 'error') return <ErrorBox>{MATRIX_LIST_ERROR}</ErrorBox>;
    if (listings.status !== 'success' && !firstScreen) {
      return (
        <p className={Classes.TEXT_MUTED} aria-busy="true">
          <output>Loading simulators...</output>
        </p>
      );
    }
    if (rowCount === 0) {
      return (
        <EmptyState
          icon={SearchIcon}
          title={NO_SIMULATORS_MATCH_TEXT}
          action={
            <Link to={{ search: writeMatrixView(new URLSearchParams(), view, vocabulary).toString() }} className={Classes.BUTTON}>
              Show every tool
            </Link>
          }
        />
      );
    }
    return (
      <>
        {/* Above the grid, where it stays in view while the grid's box scrolls. */}
        <p id={EVIDENCE_ID} className="matrix-evidence">
          <Evidence row={pointedRow} column={pointedColumn} record={record} />
        </p>
        <MatrixGrid
          rows={rows}
          rowCount={rowCount}
          columns={columns}
          sort={view.sort}
          onSort={(sort) => setView({ columns: view.columns, sort })}
          onPoint={(cell) => setPointed((last) => (last?.row === cell?.row && last?.col === cell?.col ? last : cell))}
          describedBy={EVIDENCE_ID}
        />
      </>
    );
  };

  return (
    <div className="page matrix-page">
      <h1>Capability matrix</h1>
      <p className={Classes.TEXT_MUTED}>
        Tools as rows, capability terms as columns. A tool has a term when its own capability data names it or an admin set it.{' '}
        <Link to={homeQuery === '' ? '/' : `/?${homeQuery}`}>Change the filters on the tools list</Link>.
      </p>
      <div className="matrix-toolbar">
        <div>
          <LabelledSelect
            id="matrix-columns"
            label="Columns"
            value={view.columns.kind === 'terms' ? CHOSEN_TERMS : view.columns.facet}
            onValueChange={onColumns}
          >
            {vocabulary.facets.map((facet) => (
              <option key={facet.id} value={facet.id}>
                {facet.label}
              </option>
            ))}
            {view.columns.kind === 'terms' ? <option value={CHOSEN_TERMS}>Chosen terms ({chosen.length})</option> : null}
          </LabelledSelect>
        </div>
        <div>
          <LabelledSelect id="matrix-add-term" label="Add a column" value="" onValueChange={(value) => value !== '' && addTerm(value)}>
            <option value="">Choose a term…</option>
            {vocabulary.facets.map((facet) => (
              <optgroup key={facet.id} label={facet.label}>
                {facet.terms
                  .filter((term) => !columns.some((column) => column.id === term.id))
                  .map((term) => (
                    <option key={term.id} value={term.id}>
                      {term.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </LabelledSelect>
        </div>
        <div>
          <LabelledSelect
            id="matrix-sort"
            label="Sort by"
            value={view.sort}
            onValueChange={(sort) => setView({ columns: view.columns, sort })}
          >
            <option value="name">Name</option>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {`${column.label} first`}
              </option>
            ))}
          </LabelledSelect>
        </div>
        <Button
          icon={<DownloadIcon />}
          text="Export CSV"
          // The CSV holds every row shown, so it waits for the whole list.
          disabled={listings.status !== 'success' || rows.length === 0}
          onClick={() =>
            saveTextFile({ fileName: 'capability-matrix.csv', mimeType: 'text/csv;charset=utf-8', content: matrixCsv(rows, columns) })
          }
        />
      </div>
      {chosen.length > 0 ? (
        <ul className="matrix-chosen" aria-label="Chosen terms">
          {chosen.map((id) => (
            <li key={id}>
              <Button
                size="small"
                variant="outlined"
                endIcon={<CrossIcon />}
                text={labelOf.get(id) ?? id}
                aria-label={`Remove column ${labelOf.get(id) ?? id}`}
                onClick={() => removeTerm(id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {counted === undefined ? null : (
        <output className="matrix-count">{`${rowCount} of ${counted} tools, ${columns.length} terms`}</output>
      )}
      {body()}
    </div>
  );
}
