import { Classes, HTMLSelect, Switch } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { ALL_STATUSES, RECENT_RELEASE_FILTER_TEXT, resultCountText } from '@rsd/core';
import type { FirstScreen } from '../../data/cache';
import { PlainButton } from '../../ui/plain-button';
import { SearchField } from '../../ui/search-field';
import { SimulatorResults } from './simulator-results';

const ignore = () => undefined;

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
      <div className="tools-toolbar">
        <SearchField
          className="tools-search"
          id="tools-search"
          label="Search simulators"
          placeholder="Search by name or description..."
          value=""
          onValueChange={ignore}
        />
        <div className="tools-status">
          <label className={Classes.LABEL} htmlFor="tools-status">
            Development status
          </label>
          <HTMLSelect id="tools-status" value={ALL_STATUSES} onChange={ignore}>
            <option value={ALL_STATUSES}>All</option>
          </HTMLSelect>
        </div>
        <div className="tools-toolbar-buttons">
          <PlainButton icon={<FilterIcon />} text="More Filters" aria-expanded={false} aria-controls="filter-panel" />
        </div>
      </div>
      <div className="tools-release-options">
        <Switch label={RECENT_RELEASE_FILTER_TEXT} checked={false} onChange={ignore} />
        <div className="tools-sort">
          <label className={Classes.LABEL} htmlFor="tools-sort">
            Sort by
          </label>
          <HTMLSelect id="tools-sort" value="default" onChange={ignore}>
            <option value="default">Name</option>
            <option value="latest-release">Latest release</option>
          </HTMLSelect>
        </div>
      </div>
      <output className="tools-count">{resultCountText(firstScreen.count)}</output>
      <SimulatorResults state={{ status: 'success', simulators: firstScreen.listings }} onReset={ignore} />
    </section>
  );
}
