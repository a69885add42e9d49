import { Card, Intent } from '@blueprintjs/core';
import { detailOrganizations, formatUpdatedDate, isUsableLink, releaseVersionNumber, type Simulator } from '@rsd/core';
import { ExternalLink } from '../../ui/external-link';
import { SectionBlock } from '../../ui/section-block';
import { TagList } from '../../ui/tag-list';
import { HarvestedFacts } from './harvested-facts';

function TechnicalOverview({ simulator }: { simulator: Simulator }) {
  const version = simulator.lastReleaseVersion === null ? null : releaseVersionNumber(simulator.lastReleaseVersion);
  const release = [version, simulator.lastReleaseDate ? `(${formatUpdatedDate(simulator.lastReleaseDate)})` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Card className="detail-sidebar" elevation={1}>
      <h3>Technical Overview</h3>
      <dl className="definition-list">
        <dt>Programming Languages</dt>
        <dd>{simulator.programmingLanguages.length > 0 ? simulator.programmingLanguages.join(', ') : 'Unknown'}</dd>
        <dt>License</dt>
        <dd>
          {simulator.licenseType && isUsableLink(simulator.licenseUrl) ? (
            <ExternalLink href={simulator.licenseUrl}>{simulator.licenseType}</ExternalLink>
          ) : (
            (simulator.licenseType ?? 'Unknown')
          )}
        </dd>
        <dt>Latest Version</dt>
        <dd>{release || 'Unknown'}</dd>
        <dt>Development Status</dt>
        <dd>{simulator.developmentStatus || 'Unknown'}</dd>
        {isUsableLink(simulator.website) ? (
          <>
            <dt>Website</dt>
            <dd>
              <ExternalLink href={simulator.website}>{simulator.website}</ExternalLink>
            </dd>
          </>
        ) : null}
        {isUsableLink(simulator.sourceCodeRepository) ? (
          <>
            <dt>Source Code</dt>
            <dd>
              <ExternalLink href={simulator.sourceCodeRepository}>{simulator.sourceCodeRepository}</ExternalLink>
            </dd>
          </>
        ) : null}
      </dl>
      <HarvestedFacts repository={simulator.repository} />
    </Card>
  );
}

export function OverviewTab({ simulator }: { simulator: Simulator }) {
  const organizations = detailOrganizations(simulator);
  return (
    <div className="detail-columns">
      <div className="detail-main">
        <SectionBlock title={`About ${simulator.name}`}>
          <p className="detail-description">{simulator.description || simulator.shortDescription}</p>
        </SectionBlock>
        <SectionBlock title="Organizations" empty={organizations.length === 0}>
          <ul className="organization-list">
            {organizations.map((org, index) => (
              <li key={index}>
                {isUsableLink(org.url) ? <ExternalLink href={org.url}>{org.name}</ExternalLink> : <strong>{org.name}</strong>}
                <span className="organization-role"> · {org.role}</span>
              </li>
            ))}
          </ul>
        </SectionBlock>
        <SectionBlock title="Key Application Areas" empty={simulator.applicationAreas.length === 0}>
          <TagList label="Key application areas" values={simulator.applicationAreas} intent={Intent.SUCCESS} />
        </SectionBlock>
        <SectionBlock title="Key Features" empty={simulator.keyFeatures.length === 0}>
          <ul className="bullet-list">
            {simulator.keyFeatures.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        </SectionBlock>
      </div>
      <TechnicalOverview simulator={simulator} />
    </div>
  );
}
