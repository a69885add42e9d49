import { Tab, Tabs } from '@blueprintjs/core';
import { Link, useParams } from 'react-router-dom';
import { isSimulatorId, useSimulator } from '../../data/simulators';
import { ErrorBox } from '../../ui/error-box';
import { BenchmarksTab } from './benchmarks-tab';
import { CapabilitiesTab } from './capabilities-tab';
import { DetailHeader } from './detail-header';
import { DetailSkeleton } from './detail-skeleton';
import { OverviewTab } from './overview-tab';
import { ResourcesTab } from './resources-tab';
import { parseSimulatorId } from './simulator-id';
import { TechnologyTab } from './technology-tab';

export const SIMULATOR_DETAIL_ERROR = 'Error loading simulator details. Please try again later.';

export function SimulatorDetailPage() {
  const id = parseSimulatorId(useParams().id);
  const query = useSimulator(id);

  // An id that can never load (0, negative zero) is "nothing came back", not an endless skeleton.
  if (isSimulatorId(id) && query.isPending) return <DetailSkeleton />;
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

  const simulator = query.data;
  return (
    <article key={simulator.id} className="page simulator-detail">
      <DetailHeader simulator={simulator} />
      <Tabs id="simulator-tabs" defaultSelectedTabId="overview" renderActiveTabPanelOnly className="detail-tabs">
        <Tab id="overview" title="Overview" panel={<OverviewTab simulator={simulator} />} />
        <Tab id="capabilities" title="Features & Capabilities" panel={<CapabilitiesTab simulator={simulator} />} />
        <Tab id="technology" title="Technology" panel={<TechnologyTab simulator={simulator} />} />
        <Tab id="benchmarks" title="Benchmark Studies" panel={<BenchmarksTab simulator={simulator} />} />
        <Tab id="resources" title="Resources & Learning" panel={<ResourcesTab simulator={simulator} />} />
      </Tabs>
    </article>
  );
}
