import { Classes, Intent, Tag, type IconName } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import type { LearningResource, LearningResourceType } from '@rsd/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../ui/external-link';

const TYPE_LOOK: Record<LearningResourceType, { label: string; icon: IconName; intent: Intent }> = {
  documentation: { label: 'Documentation', icon: 'manual', intent: Intent.PRIMARY },
  tutorial: { label: 'Tutorial', icon: 'learning', intent: Intent.SUCCESS },
  community: { label: 'Community', icon: 'people', intent: Intent.WARNING },
  publication: { label: 'Publication', icon: 'book', intent: Intent.NONE },
};

/** One learning resource: its kind, a link out, what it is, and the simulators that list it. */
export function ResourceCard({ resource }: { resource: LearningResource }) {
  const look = TYPE_LOOK[resource.type];
  const headingId = useId();
  return (
    <article className={`${Classes.CARD} ${Classes.ELEVATION_1} resource-card`} aria-labelledby={headingId}>
      <Tag minimal intent={look.intent} icon={look.icon} className="resource-card-type">
        {look.label}
      </Tag>
      <h3 id={headingId} className="resource-card-title">
        <ExternalLink href={resource.url}>
          {resource.title}
          <ShareIcon size={12} className="resource-card-external" aria-hidden />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ExternalLink>
      </h3>
      {resource.description ? <p className="resource-card-description">{resource.description}</p> : null}
      <p className={`resource-card-source ${Classes.TEXT_MUTED}`}>
        {resource.simulators.length > 1 ? 'Listed by ' : 'Source: '}
        {resource.simulators.map((simulator, index) => (
          <span key={simulator.id}>
            {index > 0 ? ', ' : null}
            <Link to={`/simulator/${simulator.id}`}>{simulator.name}</Link>
          </span>
        ))}
      </p>
    </article>
  );
}
