import { DEFAULT_FILTER_STATE, resultCountText } from '@rsd/core';
import type { FirstScreen } from '../../data/cache';
import { SimulatorResults } from './simulator-results';
import { ToolsToolbar } from './tools-toolbar';

const ignore = () => undefined;
const NO_STATUSES: readonly string[] = [];

/**
 * Home's tools as a warm start first draws them, from the kept first screen: the count of every cached tool and the
 * first cards, under the toolbar SimulationTools draws before its list (no search, no filter, default order: the
 * only URL this is drawn for). A picture, like the pre-drawn shell: inert, so nothing typed is lost when
 * SimulationTools replaces it with the whole list a moment later.
 */
export function FirstScreenTools({ firstScreen }: { firstScreen: FirstScreen }) {
  return (
    <section id="tools" className="simulation-tools" aria-labelledby="tools-title" inert>
      <h2 id="tools-title">Simulation Tools</h2>
      <ToolsToolbar
        search=""
        filters={DEFAULT_FILTER_STATE}
        statuses={NO_STATUSES}
        panelOpen={false}
        onSearch={ignore}
        onFilters={ignore}
        onTogglePanel={ignore}
      />
      <output className="tools-count">{resultCountText(firstScreen.count)}</output>
      <SimulatorResults state={{ status: 'success', simulators: firstScreen.listings }} onReset={ignore} />
    </section>
  );
}
