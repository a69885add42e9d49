import { Intent } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { NO_SIMULATORS_MATCH_TEXT, type Listed, type SimulatorListing } from '@rsd/core';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { PlainButton } from '../../ui/plain-button';
import { CARD_GRID_COLUMNS, useGridColumns } from '../../ui/use-grid-columns';
import { VirtualGrid } from '../../ui/virtual-grid';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { SimulatorCard, SimulatorCardPlaceholder } from './simulator-card';

export const SIMULATOR_LIST_ERROR = 'Error loading simulators. Please try again later.';
/** Spec 4 and 9: three placeholder cards while the list loads. */
const PLACEHOLDER_COUNT = 3;
/**
 * Every card's height (px; the grid's gap comes on top): rows of one height are placed by arithmetic, not measured.
 * The card's description gives way (styles.css, `.simulator-list`) so the name, tags and footer always fit.
 */
export const CARD_ROW_HEIGHT = 400;
const renderCard = (simulator: SimulatorListing) => <SimulatorCard simulator={simulator} />;

export type ResultsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; simulators: Listed<SimulatorListing> };

/** The grid under the filters: 3 placeholders while loading, the error, the empty state, or the cards. */
export function SimulatorResults({ state, onReset }: { state: ResultsState; onReset(): void }) {
  const columns = useGridColumns(CARD_GRID_COLUMNS);
  if (state.status === 'pending') {
    return (
      <div className="simulator-grid" aria-busy="true">
        <VisuallyHidden>
          <output>Loading simulators...</output>
        </VisuallyHidden>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <SimulatorCardPlaceholder key={index} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorBox>{SIMULATOR_LIST_ERROR}</ErrorBox>;
  if (state.simulators.length === 0) {
    return (
      <EmptyState
        icon={SearchIcon}
        title={NO_SIMULATORS_MATCH_TEXT}
        action={<PlainButton intent={Intent.PRIMARY} variant="outlined" text="Reset Filters" onClick={onReset} />}
      />
    );
  }
  // Thousands of cards would take seconds to render on every keystroke: only the rows near the viewport are in the DOM.
  return (
    <VirtualGrid
      items={state.simulators}
      columns={columns}
      label="Simulators"
      renderItem={renderCard}
      rowHeight={CARD_ROW_HEIGHT}
      className="simulator-list"
    />
  );
}
