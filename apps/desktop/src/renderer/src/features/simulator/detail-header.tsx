import { Classes, Intent } from '@blueprintjs/core';
import { CodeIcon, DocumentIcon, GlobeIcon } from '@blueprintjs/icons';
import { documentationUrl, formatUpdatedDate, isUsableLink, type Simulator } from '@rsd/core';
import { Link } from 'react-router-dom';
import { ExternalButton } from '../../ui/external-link';
import { FreshnessTag } from '../../ui/freshness-tag';
import { CiteButton } from './cite-button';
import { ArchivedNotice } from './harvested-facts';
import { LinkButton } from '../../ui/link-button';
import { StaticTag } from '../../ui/static-tag';

export function DetailHeader({ simulator }: { simulator: Simulator }) {
  const docs = documentationUrl(simulator);
  return (
    <header className="detail-header">
      <Link to="/" className="detail-back">
        ← Back to all simulators
      </Link>
      <div className="detail-title-row">
        <div>
          <h1 className="detail-name">{simulator.name}</h1>
          <p className={`detail-full-name ${Classes.TEXT_MUTED}`}>{simulator.fullName}</p>
          <p className="detail-meta">
            <span>Last updated: {formatUpdatedDate(simulator.updatedAt)}</span>
            {simulator.licenseType ? (
              <StaticTag intent={Intent.PRIMARY} round className="detail-license">
                {simulator.licenseType}
              </StaticTag>
            ) : null}
            <FreshnessTag lastReleaseDate={simulator.lastReleaseDate} className="detail-freshness" />
          </p>
        </div>
        <div className="detail-actions">
          {isUsableLink(simulator.website) ? (
            <ExternalButton href={simulator.website} intent={Intent.PRIMARY} icon={GlobeIcon} text="Website" />
          ) : null}
          {isUsableLink(simulator.sourceCodeRepository) ? (
            <ExternalButton href={simulator.sourceCodeRepository} variant="outlined" icon={CodeIcon} text="Source Code" />
          ) : null}
          {docs ? <ExternalButton href={docs} variant="outlined" icon={DocumentIcon} text="Documentation" /> : null}
          <CiteButton source={{ kind: 'simulator', simulator }} text="Cite" />
          <LinkButton to={`/report-error/${simulator.id}`} variant="minimal">
            Report an Error
          </LinkButton>
        </div>
      </div>
      <ArchivedNotice repository={simulator.repository} />
    </header>
  );
}
