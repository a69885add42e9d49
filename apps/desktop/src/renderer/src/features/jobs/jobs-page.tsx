import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import { filterJobs, jobListHeading, JOB_TABS, sortJobs, type Job, type JobsQuery, type JobTab } from '@rsd/core';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { JobFilterChips } from './job-filter-chips';
import { JobFilters } from './job-filters';
import { JobResults, type JobResultsState } from './job-results';
import { useEarlierJobs, useIsOffline, useJobFilterOptions, useJobs, useSavedJobs } from './queries';
import { useJobsView } from './use-jobs-view';
import './jobs.css';

const TAB_TITLES: Record<JobTab, string> = { all: 'All Jobs', featured: 'Featured', saved: 'Saved' };

export const JOBS_OUT_OF_DATE = 'You are offline: these jobs were loaded earlier and may be out of date.';

/** What one tab lists: the network list (all or featured), or the saved jobs filtered and sorted here. */
function useTabState(tab: JobTab, query: JobsQuery, offline: boolean): { state: JobResultsState; outOfDate: boolean } {
  const list = useJobs(query, tab !== 'saved');
  const saved = useSavedJobs();
  const earlierJobs = useEarlierJobs(query);
  return useMemo(() => {
    if (tab === 'saved') {
      if (saved.isPending) return { state: { status: 'pending' }, outOfDate: false };
      if (saved.isError) return { state: { status: 'error', offline }, outOfDate: false };
      return { state: { status: 'success', jobs: sortJobs(filterJobs(saved.data.jobs, query), query.sort) }, outOfDate: false };
    }
    if (list.isPending) return { state: { status: 'pending' }, outOfDate: false };
    // A failed load shows what this visit loaded before, filtered here, rather than nothing.
    const loaded = list.data ?? (list.isError ? earlierJobs() : null);
    if (!loaded) return { state: { status: 'error', offline }, outOfDate: false };
    const jobs: Job[] = tab === 'featured' ? loaded.filter((job) => job.isFeatured) : loaded;
    return { state: { status: 'success', jobs }, outOfDate: offline || list.isError };
  }, [tab, query, offline, list.isPending, list.data, list.isError, saved.isPending, saved.isError, saved.data, earlierJobs]);
}

export function JobsPage() {
  usePageTitle('Jobs', 'Reservoir-engineering and subsurface-modelling job postings, filtered by location, type and experience level.');
  const view = useJobsView();
  const { query, tab } = view;
  const offline = useIsOffline();
  const options = useJobFilterOptions();
  const savedCount = useSavedJobs().data?.ids.length;
  const { state, outOfDate } = useTabState(tab, query, offline);
  // One clock per visit, so every card counts its days from the same moment.
  const now = useState(() => new Date())[0];
  const heading = jobListHeading(query, tab);

  const panel = (
    <section className="jobs-panel" aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">{heading}</h2>
      {outOfDate ? (
        <Callout intent="warning" icon={<OfflineIcon />} className="jobs-out-of-date">
          {JOBS_OUT_OF_DATE}
        </Callout>
      ) : null}
      <JobResults
        state={state}
        now={now}
        emptyHint={tab === 'saved' && state.status === 'success' ? 'Save a job from its page to keep it here, even offline.' : undefined}
      />
    </section>
  );

  return (
    <div className="page jobs-page">
      <header className="jobs-header">
        <h1>Reservoir Engineering Jobs</h1>
        <p>Positions in reservoir engineering, simulation and subsurface modelling, collected from public postings.</p>
      </header>
      <JobFilters search={view.search} query={query} options={options.data} onSearch={view.setSearch} onQuery={view.setQuery} />
      <JobFilterChips
        query={{ ...query, ...(view.search.trim() ? { title: view.search } : {}) }}
        onRemove={(key) => {
          if (key === 'title') view.setSearch('');
          else {
            const { [key]: _removed, ...rest } = query;
            view.setQuery(rest);
          }
        }}
        onClearAll={view.clearFilters}
      />
      <Tabs
        id="job-tabs"
        selectedTabId={tab}
        onChange={(next) => view.setTab(JOB_TABS.find((t) => t === next) ?? 'all')}
        renderActiveTabPanelOnly
        className="jobs-tabs"
      >
        {JOB_TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={id === 'saved' && savedCount ? `${TAB_TITLES[id]} (${savedCount})` : TAB_TITLES[id]}
            disabled={false}
            panel={panel}
          />
        ))}
      </Tabs>
    </div>
  );
}
