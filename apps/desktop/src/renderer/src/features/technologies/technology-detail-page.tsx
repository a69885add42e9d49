import { Button, Classes, Intent, Tab, Tabs } from '@blueprintjs/core';
import { RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import {
  parseId,
  TECHNOLOGY_TABS,
  technologyTabFromSearchParams,
  technologyTabQuery,
  type Technology,
  type TechnologyTabId,
} from '@rsd/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { isUnreachable } from '../../data/api-client';
import { ErrorBox } from '../../ui/error-box';
import { LinkButton } from '../../ui/link-button';
import { useTechnology } from './queries';
import { ReadinessBadge } from './readiness-badge';
import { ShareButton } from '../../ui/share-button';
import { TechnologyDetailSkeleton } from './technology-detail-skeleton';
import { TechnologySidebar } from './technology-sidebar';
import { BenefitsTab, DeploymentTab, OverviewTab, SpecsTab } from './technology-tabs';
import './technologies.css';

export const TECHNOLOGY_NOT_FOUND_TITLE = 'Technology Not Found';
export const TECHNOLOGY_NOT_FOUND_TEXT = "The technology you're looking for doesn't exist or has been removed.";
export const TECHNOLOGY_OFFLINE_TEXT =
  'You are offline and this technology has not been downloaded yet. It appears once the server can be reached.';

const PANELS: Record<TechnologyTabId, (props: { technology: Technology }) => ReactNode> = {
  overview: OverviewTab,
  benefits: BenefitsTab,
  specs: SpecsTab,
  deployment: DeploymentTab,
};

const isTab = (id: string | number): id is TechnologyTabId => TECHNOLOGY_TABS.some((tab) => tab.id === id);

/** The page's own h1, in Blueprint's non-ideal-state look. */
function NotFound() {
  return (
    <div className={`page technology-detail ${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical`}>
      <div className={Classes.NON_IDEAL_STATE_VISUAL}>
        <SearchIcon size={48} className={Classes.ICON_MUTED} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <h1 className={Classes.HEADING}>{TECHNOLOGY_NOT_FOUND_TITLE}</h1>
        <p>{TECHNOLOGY_NOT_FOUND_TEXT}</p>
      </div>
      <LinkButton to="/technologies" intent={Intent.PRIMARY}>
        Back to Technologies
      </LinkButton>
    </div>
  );
}

export function TechnologyDetailPage() {
  return (
    <>
      <TechnologyDetail />
    </>
  );
}

function TechnologyDetail() {
  const raw = useParams().id;
  const id = raw === undefined ? null : parseId(raw);
  const query = useTechnology(id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = technologyTabFromSearchParams(params);
  // A route text that is not an id ('abc', '007') is "nothing came back", not an endless skeleton.
  const loading = id !== null && query.isPending;
  usePageTitle(
    query.data?.name ?? (loading ? null : TECHNOLOGY_NOT_FOUND_TITLE),
    query.data ? `${query.data.name} by ${query.data.vendorName}: readiness, benefits, specifications and deployments.` : undefined,
  );

  if (loading) return <TechnologyDetailSkeleton />;
  if (query.isError && isUnreachable(query.error)) {
    return (
      <div className="page technology-detail">
        <ErrorBox title={TECHNOLOGY_NOT_FOUND_TITLE}>
          <p>{TECHNOLOGY_OFFLINE_TEXT}</p>
          <Button intent={Intent.DANGER} variant="outlined" icon={<RefreshIcon />} text="Try Again" onClick={() => void query.refetch()} />
        </ErrorBox>
        <p>
          <Link to="/technologies">← Back to Technologies</Link>
        </p>
      </div>
    );
  }
  if (!query.data) return <NotFound />;

  const technology = query.data;
  return (
    // Keyed by id: another technology starts fresh.
    <article key={technology.id} className="page technology-detail" aria-labelledby="technology-name">
      <header className="technology-detail-header">
        <Link to="/technologies" className="detail-back">
          ← Back to Technologies
        </Link>
        <div className="technology-title-row">
          <div>
            <h1 id="technology-name">{technology.name}</h1>
            <p className={`technology-subtitle ${Classes.TEXT_MUTED}`}>
              {technology.shortName ? <span className="technology-short-name">{technology.shortName}</span> : null}
              <span>by {technology.vendorName}</span>
              <ReadinessBadge level={technology.readinessLevel} />
            </p>
          </div>
          <ShareButton title={technology.name} />
        </div>
      </header>
      <div className="technology-detail-body">
        <div className="technology-detail-main">
          <Tabs
            id="technology-tabs"
            selectedTabId={tab}
            onChange={(next) => {
              if (isTab(next)) void navigate({ search: technologyTabQuery(next) }, { preventScrollReset: true });
            }}
            renderActiveTabPanelOnly
            className="detail-tabs"
          >
            {TECHNOLOGY_TABS.map(({ id: tabId, title }) => {
              const Panel = PANELS[tabId];
              return (
                // disabled={false} spelled out: Blueprint's arrow keys only visit tabs marked aria-disabled="false".
                <Tab
                  key={tabId}
                  id={tabId}
                  title={title}
                  disabled={false}
                  panel={
                    <>
                      <h2 className="visually-hidden">{title}</h2>
                      <Panel technology={technology} />
                    </>
                  }
                />
              );
            })}
          </Tabs>
        </div>
        <TechnologySidebar technology={technology} />
      </div>
    </article>
  );
}
