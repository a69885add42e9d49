import { Callout, Classes, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { InfoSignIcon, SearchIcon } from '@blueprintjs/icons';
import {
  LEARNING_EMPTY_TITLE,
  LEARNING_ERROR_TEXT,
  LEARNING_LOADING_TEXT,
  LEARNING_TAB_LABELS,
  LEARNING_TABS,
  LearningTab,
  learningEmptyText,
  searchLearningResources,
} from '@rsd/core';
import { useMemo } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { useLearningResources, type LearningResourcesState } from './queries';
import { ResourceCard } from './resource-card';
import { useLearningView } from './use-learning-view';
import './learning.css';
import { SearchField } from '../../ui/search-field';

function ResourceResults({ state, search, tab }: { state: LearningResourcesState; search: string; tab: LearningTab }) {
  const matching = useMemo(
    () => (state.status === 'success' ? searchLearningResources(state.resources, search, tab) : []),
    [state, search, tab],
  );
  if (state.status === 'pending') {
    return (
      <p className="learning-loading" aria-busy="true">
        <Spinner size={20} aria-hidden />
        <output>{LEARNING_LOADING_TEXT}</output>
      </p>
    );
  }
  if (state.status === 'error') return <ErrorBox>{LEARNING_ERROR_TEXT}</ErrorBox>;
  if (matching.length === 0) return <EmptyState icon={SearchIcon} title={LEARNING_EMPTY_TITLE} description={learningEmptyText(search)} />;
  return (
    <ul className="resource-grid" aria-label="Learning resources">
      {matching.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}

export function LearningPoolPage() {
  usePageTitle(
    'Learning Pool',
    'Documentation, tutorials and community channels of open-source reservoir simulators, in one searchable place.',
  );
  const state = useLearningResources();
  const { search, tab, setSearch, setTab } = useLearningView();
  const results = <ResourceResults state={state} search={search} tab={tab} />;

  return (
    <div className="page learning-pool">
      <h1>Learning Pool</h1>
      <p className={Classes.TEXT_MUTED}>
        Documentation, tutorials and community channels for the open-source reservoir simulators in this directory.
      </p>
      <Callout intent={Intent.PRIMARY} icon={<InfoSignIcon />} className="learning-banner">
        These resources are gathered from the learning materials listed for each simulator. They are kept by the simulators&apos; own
        projects and open on their sites; the directory does not host or vouch for them.
      </Callout>
      <SearchField
        className="learning-search"
        id="learning-search"
        label="Search resources"
        placeholder="Search by title, description, source or simulator..."
        value={search}
        onValueChange={setSearch}
      />
      <Tabs
        id="learning-tabs"
        selectedTabId={tab}
        onChange={(next) => {
          const parsed = LearningTab.safeParse(next);
          if (parsed.success) setTab(parsed.data);
        }}
        renderActiveTabPanelOnly
        className="learning-tabs"
      >
        {LEARNING_TABS.map((id) => (
          // disabled={false} spelled out: Blueprint's arrow keys only visit tabs marked aria-disabled="false".
          <Tab key={id} id={id} title={LEARNING_TAB_LABELS[id]} disabled={false} panel={results} />
        ))}
      </Tabs>
    </div>
  );
}
