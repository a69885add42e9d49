import { Card, Classes, Intent } from '@blueprintjs/core';
import { memo, useId } from 'react';
import { ARCHIVED_LABEL, formatUpdatedDate, simulatorCardSummary, type SimulatorListing } from '@rsd/core';
import { FreshnessTag } from '../../ui/freshness-tag';
import { LinkButton } from '../../ui/link-button';
import { StaticTag } from '../../ui/static-tag';
import { TagList } from '../../ui/tag-list';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** Memoised: the virtual grid re-renders its rows on scroll, and a card only changes with its simulator. */
export const SimulatorCard = memo(function SimulatorCard({ simulator }: { simulator: SimulatorListing }) {
  const summary = simulatorCardSummary(simulator);
  const headingId = useId();
  return (
    // A real <article> (Blueprint's Card is a div) so each card is a landmark named by its heading.
    <article className={`${Classes.CARD} ${Classes.ELEVATION_1} simulator-card`} aria-labelledby={headingId}>
      <h3 id={headingId} className="simulator-card-name">
        {simulator.name}
      </h3>
      <p className={`simulator-card-full-name ${Classes.TEXT_MUTED}`}>{simulator.fullName}</p>
      <p className="simulator-card-description">{simulator.shortDescription}</p>
      <TagList label="Organizations" values={summary.organizations} more={summary.moreOrganizations} />
      {summary.showsAreasInstead ? (
        <TagList label="Application areas" values={summary.areas} intent={Intent.SUCCESS} />
      ) : (
        <TagList label="Capabilities" values={summary.capabilities} more={summary.moreCapabilities} intent={Intent.PRIMARY} />
      )}
      <div className="simulator-card-footer">
        <span className="simulator-card-dates">
          <span className={Classes.TEXT_MUTED}>Updated: {formatUpdatedDate(simulator.updatedAt)}</span>
          <FreshnessTag lastReleaseDate={simulator.lastReleaseDate} />
          {simulator.archived ? (
            <StaticTag round intent={Intent.WARNING} data={{ 'data-archived': 'true' }}>
              {ARCHIVED_LABEL}
            </StaticTag>
          ) : null}
        </span>
        <LinkButton to={`/simulator/${simulator.id}`} intent={Intent.PRIMARY} variant="outlined">
          View Details<VisuallyHidden> for {simulator.name}</VisuallyHidden>
        </LinkButton>
      </div>
    </article>
  );
});

/** Three of these stand in for the cards while the list loads. */
export function SimulatorCardPlaceholder() {
  return (
    <Card className="simulator-card" elevation={1} aria-hidden="true">
      <h3 className={Classes.SKELETON}>Simulator name</h3>
      <p className={Classes.SKELETON}>Simulator full name</p>
      <p className={Classes.SKELETON}>A short description of the simulator and what it is for.</p>
      <p className={Classes.SKELETON}>Organizations</p>
    </Card>
  );
}
