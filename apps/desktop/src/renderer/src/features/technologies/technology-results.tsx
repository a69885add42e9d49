import { Button, Intent } from '@blueprintjs/core';
import { RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import type { Technology } from '@rsd/core';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { TechnologyView } from './catalogue-url-state';
import { TechnologyCard, TechnologyCardPlaceholder } from './technology-card';

export const TECHNOLOGIES_ERROR_TITLE = 'Error Loading Technologies';
export const TECHNOLOGIES_ERROR_TEXT = 'There was a problem fetching the technology data. Please try again later.';
export const TECHNOLOGIES_OFFLINE_TEXT =
  'You are offline and the technologies have not been downloaded yet. They appear once the server can be reached.';
export const NO_TECHNOLOGIES_TITLE = 'No Technologies Found';
/** Spec 9: five skeleton rows while the catalogue loads. */
const SKELETON_ROWS = 5;

export type TechnologyResultsState =
  { status: 'pending' } | { status: 'error'; offline: boolean } | { status: 'success'; technologies: Technology[] };

interface Props {
  state: TechnologyResultsState;
  view: TechnologyView;
  canClear: boolean;
  onRetry(): void;
  onClear(): void;
}

export function TechnologyResults({ state, view, canClear, onRetry, onClear }: Props) {
  const layout = `technology-results technology-results-${view}`;
  if (state.status === 'pending') {
    return (
      <div className="technology-results technology-results-list" aria-busy="true">
        <VisuallyHidden>
          <output>Loading technologies...</output>
        </VisuallyHidden>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <TechnologyCardPlaceholder key={index} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBox title={TECHNOLOGIES_ERROR_TITLE}>
        <p>{TECHNOLOGIES_ERROR_TEXT}</p>
        {state.offline ? <p>{TECHNOLOGIES_OFFLINE_TEXT}</p> : null}
        <Button intent={Intent.DANGER} variant="outlined" icon={<RefreshIcon />} text="Try Again" onClick={onRetry} />
      </ErrorBox>
    );
  }
  if (state.technologies.length === 0) {
    return (
      <EmptyState
        icon={SearchIcon}
        title={NO_TECHNOLOGIES_TITLE}
        description={canClear ? 'No technology matches the search and filters.' : 'No technologies are listed yet.'}
        action={canClear ? <Button intent={Intent.PRIMARY} variant="outlined" text="Clear Filters" onClick={onClear} /> : undefined}
      />
    );
  }
  return (
    <ul className={layout} aria-label="Technologies">
      {state.technologies.map((technology) => (
        <li key={technology.id}>
          <TechnologyCard technology={technology} />
        </li>
      ))}
    </ul>
  );
}
