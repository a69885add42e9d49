import { Classes, Intent, Tag } from '@blueprintjs/core';
import { BookIcon, LearningIcon, ManualIcon, PeopleIcon, ShareIcon } from '@blueprintjs/icons';
import type { LearningResource, LearningResourceType } from '@rsd/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../ui/external-link';
import type { StaticIcon } from '../../ui/static-icon';

const TYPE_LOOK: Record<LearningResourceType, { label: string; icon: StaticIcon; intent: Intent }> = {
  documentation: { label: 'Documentation', icon: ManualIcon, intent: Intent.PRIMARY },
  tutorial: { label: 'Tutorial', icon: LearningIcon, intent: Intent.SUCCESS },
  community: { label: 'Community', icon: PeopleIcon, intent: Intent.WARNING },
  publication: { label: 'Publication', icon: BookIcon, intent: Intent.NONE },
};

/** One learning resource: its kind, a link out, what it is, and the simulators that list it. */
export function ResourceCard({ resource }: { resource: LearningResource }) {
  const look = TYPE_LOOK[resource.type];
  const TypeIcon = look.icon;
  const headingId = useId();
  return (
    <article className={`${Classes.CARD} ${Classes.ELEVATION_1} resource-card`} aria-labelledby={headingId}>
      <Tag minimal intent={look.intent} icon={<TypeIcon />} className="resource-card-type">
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
