import { parseSimulatorId } from '@rsd/core';
import { Tab, Tabs } from '@blueprintjs/core';
import type { Simulator } from '@rsd/core';
import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE_NAME } from '../../app/site';
import { usePageTitle } from '../../app/use-page-title';
import { useSimulator } from './queries';
import { serverDrawnSimulator } from './server-drawn-simulator';
import { ErrorBox } from '../../ui/error-box';
import { BenchmarksTab } from './benchmarks-tab';
import { CapabilitiesTab } from './capabilities-tab';
import { DetailHeader } from './detail-header';
import { DetailSkeleton } from './detail-skeleton';
import { OverviewTab } from './overview-tab';
import { ResourcesTab } from './resources-tab';
import { SimilarTools } from './similar-tools';
import { SourcesSection } from './sources-section';
import { TechnologyTab } from './technology-tab';

export const SIMULATOR_DETAIL_ERROR = 'Error loading simulator details. Please try again later.';

/** The meta description of a detail page: its own short description, named, so a search result reads on its own. */
export function simulatorDescription(simulator: Simulator): string {
  const text = simulator.shortDescription.trim();
  return text ? `${simulator.name}: ${text}` : `${simulator.name} in the ${SITE_NAME}.`;
}

type TabContent = (props: { simulator: Simulator }) => ReactNode;

const DETAIL_TABS: { tabId: string; title: string; Panel: TabContent }[] = [
  { tabId: 'overview', title: 'Overview', Panel: OverviewTab },
  { tabId: 'capabilities', title: 'Features & Capabilities', Panel: CapabilitiesTab },
  { tabId: 'technology', title: 'Technology', Panel: TechnologyTab },
  { tabId: 'benchmarks', title: 'Benchmark Studies', Panel: BenchmarksTab },
  { tabId: 'resources', title: 'Resources & Learning', Panel: ResourcesTab },
];

/** A tab's content under an h2 for heading navigation: the page has an h1 and the tab sections h3. */
function TabPanel({ title, Panel, simulator }: { title: string; Panel: TabContent; simulator: Simulator }) {
  return (
    <>
      <h2 className="visually-hidden">{title}</h2>
      <Panel simulator={simulator} />
    </>
  );
}

export function SimulatorDetailPage() {
  const id = parseSimulatorId(useParams().id);
  const query = useSimulator(id, serverDrawnSimulator);
  const shown = useDeferredValue(query.data);
  // A route text that is not an id ('abc', '007') is "nothing came back", not an endless skeleton.
  const loading = id !== null && query.isPending;
  usePageTitle(query.data?.name ?? (loading ? null : 'Simulator not found'), query.data ? simulatorDescription(query.data) : undefined);

  if (loading) return <DetailSkeleton />;
  if (!query.data) {
    return (
      <div className="page">
        <ErrorBox>{SIMULATOR_DETAIL_ERROR}</ErrorBox>
        <p>
          <Link to="/">← Back to all simulators</Link>
        </p>
      </div>
    );
  }

  // A new copy of the page's row (the sync's replacing the server's, the same tool) renders as a transition, in
  // slices: react-query's store update rendered the whole page in one task. Nothing shown yet: at once.
  const simulator = shown ?? query.data;
  return (
    // Keyed by id: another simulator opens on its Overview tab.
    <article key={simulator.id} className="page simulator-detail">
      <DetailHeader simulator={simulator} />
      {/* No sliding indicator (animate): measuring it forced a layout and a second render as the page appeared; the
          selected tab keeps Blueprint's static underline. */}
      <Tabs id="simulator-tabs" defaultSelectedTabId="overview" renderActiveTabPanelOnly animate={false} className="detail-tabs">
        {DETAIL_TABS.map(({ tabId, title, Panel }) => (
          // disabled={false} spelled out: Blueprint's arrow keys only visit tabs marked aria-disabled="false".
          <Tab
            key={tabId}
            id={tabId}
            title={title}
            disabled={false}
            panel={<TabPanel title={title} Panel={Panel} simulator={simulator} />}
          />
        ))}
      </Tabs>
      <SourcesSection simulator={simulator} />
      <SimilarTools simulator={simulator} />
    </article>
  );
}
