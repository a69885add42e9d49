import { Card, Classes, Intent, Tag } from '@blueprintjs/core';
import { versionLabel, type Simulator } from '@rsd/core';
import { Link } from 'react-router-dom';

/** One of the two compared simulators: name (to its page), full name, description and its badges. */
export function ComparisonCard({ simulator }: { simulator: Simulator }) {
  return (
    <Card elevation={1} className="comparison-card">
      <h2 className="comparison-card-name">
        <Link to={`/simulator/${simulator.id}`}>{simulator.name}</Link>
      </h2>
      <p className={`comparison-card-full-name ${Classes.TEXT_MUTED}`}>{simulator.fullName}</p>
      <p>{simulator.shortDescription}</p>
      <ul className="comparison-badges" aria-label={`${simulator.name} status, version and licence`}>
        {simulator.developmentStatus ? (
          <li>
            <Tag intent={Intent.PRIMARY} round>
              {simulator.developmentStatus}
            </Tag>
          </li>
        ) : null}
        {simulator.lastReleaseVersion ? (
          <li>
            <Tag minimal round>
              {versionLabel(simulator.lastReleaseVersion)}
            </Tag>
          </li>
        ) : null}
        {simulator.licenseType ? (
          <li>
            <Tag minimal round intent={Intent.SUCCESS}>
              {simulator.licenseType}
            </Tag>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
