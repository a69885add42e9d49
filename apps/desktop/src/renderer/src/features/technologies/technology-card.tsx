import { Classes, Tag } from '@blueprintjs/core';
import { categoryLabel, type Technology } from '@rsd/core';
import { Link } from 'react-router-dom';
import { ReadinessBadge } from './readiness-badge';

/** One technology in the catalogue; its name links to the detail page. */
export function TechnologyCard({ technology }: { technology: Technology }) {
  const titleId = `technology-${technology.id}-title`;
  return (
    <article className={`${Classes.CARD} technology-card`} aria-labelledby={titleId}>
      <div className="technology-card-head">
        <h3 id={titleId} className="technology-card-title">
          <Link to={`/technologies/${technology.id}`}>{technology.name}</Link>
        </h3>
        <ReadinessBadge level={technology.readinessLevel} />
      </div>
      <p className={`technology-card-vendor ${Classes.TEXT_MUTED}`}>
        {technology.shortName ? `${technology.shortName} · ` : ''}
        {technology.vendorName}
      </p>
      <p className="technology-card-overview">{technology.overview}</p>
      {technology.category.trim() !== '' ? (
        <Tag minimal className="technology-card-category">
          {categoryLabel(technology.category)}
        </Tag>
      ) : null}
    </article>
  );
}

/** A loading row: the card's shape with no content (spec 9: five of them). */
export function TechnologyCardPlaceholder() {
  return (
    <div className="technology-card technology-card-placeholder" aria-hidden="true">
      <div className={`${Classes.SKELETON} skeleton-line skeleton-line-title`} />
      <div className={`${Classes.SKELETON} skeleton-line`} />
      <div className={`${Classes.SKELETON} skeleton-line skeleton-line-short`} />
    </div>
  );
}
