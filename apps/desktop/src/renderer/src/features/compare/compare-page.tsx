import { Classes } from '@blueprintjs/core';
import type { Simulator } from '@rsd/core';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorBox } from '../../ui/error-box';
import { useSimulators } from '../simulator/queries';
import { CompareSkeleton } from './compare-skeleton';
import { ComparisonMode } from './comparison-mode';
import { SelectionMode } from './selection-mode';
import { useCompareView } from './use-compare-view';
import './compare.css';

export const COMPARE_LIST_ERROR = 'Error loading simulators. Please try again later.';

/** The requested ids that are in the directory, in the order asked for. */
function pickPair(simulators: Simulator[] | undefined, ids: number[]): Simulator[] {
  return ids.flatMap((id) => simulators?.find((simulator) => simulator.id === id) ?? []);
}

export function ComparePage() {
  const query = useSimulators();
  const { view, setSelection, openComparison, backToSelection } = useCompareView();
  const pair = view.mode === 'comparison' ? pickPair(query.data, view.ids) : [];
  const [left, right] = pair;
  usePageTitle(
    left && right ? `Compare ${left.name} and ${right.name}` : 'Compare Simulators',
    left && right
      ? `${left.name} and ${right.name} side by side: organisations, languages, application areas, features and physics.`
      : 'Pick two open-source reservoir simulators and compare them side by side.',
  );

  const body = () => {
    // Nothing to wait for when the link holds fewer than two ids: that is the error at once.
    if (query.isPending && (view.mode === 'selection' || view.ids.length === 2)) return <CompareSkeleton />;
    if (view.mode === 'comparison') return <ComparisonMode pair={pair} onBack={() => backToSelection(view.ids)} />;
    if (query.isError) return <ErrorBox>{COMPARE_LIST_ERROR}</ErrorBox>;
    return (
      <SelectionMode simulators={query.data ?? []} selected={view.selected} onSelectionChange={setSelection} onCompare={openComparison} />
    );
  };

  return (
    <div className="page compare-page">
      <h1>Compare Simulators</h1>
      <p className={Classes.TEXT_MUTED}>
        Choose two simulators to see their organizations, languages, application areas, key features, physics models and capabilities side
        by side.
      </p>
      {body()}
    </div>
  );
}
