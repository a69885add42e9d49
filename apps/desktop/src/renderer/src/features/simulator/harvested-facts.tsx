import { Callout, Intent } from '@blueprintjs/core';
import {
  ARCHIVED_LABEL,
  ARCHIVED_REPOSITORY_LINE,
  ARCHIVED_TEXT,
  commitsLastYearText,
  formatUpdatedDate,
  harvestProvenanceText,
  isUsableLink,
  lastCommitText,
  repositoryCountTexts,
  versionLabel,
  type RepositoryFacts,
} from '@rsd/core';
import { useId, useState } from 'react';
import { ExternalLink } from '../../ui/external-link';

/** The page's warning for an archived repository, on every tab; nothing otherwise (or before a harvest). */
export function ArchivedNotice({ repository }: { repository: RepositoryFacts | null }) {
  if (!repository?.archived) return null;
  return (
    // No title: Blueprint's is an h5, which would break the page's heading order (h1, then the tabs' h2).
    <Callout intent={Intent.WARNING} className="detail-archived" data-archived="true">
      <strong>{ARCHIVED_LABEL}.</strong> {ARCHIVED_TEXT}
    </Callout>
  );
}

function LatestRelease({ release }: { release: NonNullable<RepositoryFacts['latestRelease']> }) {
  const version = versionLabel(release.version);
  return (
    <li>
      Latest release {release.url && isUsableLink(release.url) ? <ExternalLink href={release.url}>{version}</ExternalLink> : version}
      {release.date ? (
        <>
          , released <time dateTime={release.date}>{formatUpdatedDate(release.date)}</time>
        </>
      ) : null}
    </li>
  );
}

/**
 * 'Facts from the repository, harvested 2 hours ago': beside the harvested facts, and among the page's Sources
 * (where it also vouches for the Archived warning, shown on every tab). Nothing before the first harvest.
 */
export function HarvestProvenance({ repository, className }: { repository: RepositoryFacts | null; className?: string }) {
  // As of the first render: a page is not left open long enough for "2 hours ago" to need a timer.
  const now = useState(() => new Date())[0];
  if (!repository) return null;
  return (
    <p className={className}>
      <time dateTime={repository.harvestedAt}>{harvestProvenanceText(repository.harvestedAt, now)}</time>
    </p>
  );
}

/**
 * What the harvester read from the tool's repository, each fact with its age, under the line that says where it
 * came from and when: set apart from the curated facts beside it. Nothing before the first harvest.
 */
export function HarvestedFacts({ repository }: { repository: RepositoryFacts | null }) {
  const headingId = useId();
  // Ages as of the first render: a page is not left open long enough for "3 days ago" to need a timer.
  const now = useState(() => new Date())[0];
  if (!repository) return null;
  const lastCommit = lastCommitText(repository.lastCommitAt, now);
  const commits = commitsLastYearText(repository.commitsLastYear);
  const counts = repositoryCountTexts(repository);
  const anyLine = repository.archived || repository.latestRelease !== null || lastCommit !== null || commits !== null || counts.length > 0;
  return (
    <section className="harvested-facts" aria-labelledby={headingId}>
      <h3 id={headingId}>From the Repository</h3>
      {anyLine ? (
        <ul className="harvested-lines">
          {repository.archived ? <li>{ARCHIVED_REPOSITORY_LINE}</li> : null}
          {repository.latestRelease ? <LatestRelease release={repository.latestRelease} /> : null}
          {lastCommit && repository.lastCommitAt ? (
            <li>
              <time dateTime={repository.lastCommitAt}>{lastCommit}</time>
            </li>
          ) : null}
          {commits ? <li>{commits}</li> : null}
          {counts.length > 0 ? <li>{counts.join(' · ')}</li> : null}
        </ul>
      ) : null}
      <HarvestProvenance repository={repository} className="harvest-provenance" />
    </section>
  );
}
