import { Card } from '@blueprintjs/core';
import {
  isUsableLink,
  type NormalizedResourceLink,
  normalizeLearningResources,
  type Simulator,
  UNTITLED_COMMUNITY_RESOURCE,
} from '@rsd/core';
import { ExternalLink } from '../../ui/external-link';
import { CiteButton } from './cite-button';
import { SectionBlock } from '../../ui/section-block';

function ResourceLinks({ links }: { links: NormalizedResourceLink[] }) {
  return (
    <ul className="resource-list">
      {links.map((link, index) => (
        <li key={index}>
          {isUsableLink(link.url) ? <ExternalLink href={link.url}>{link.title || link.url}</ExternalLink> : <strong>{link.title}</strong>}
          {link.description ? <p>{link.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function ResourcesTab({ simulator }: { simulator: Simulator }) {
  const { documentation, tutorials, publications, community } = normalizeLearningResources(simulator.learningResources);
  // The detail page shows the first official documentation entry only.
  const officialDocs = documentation.slice(0, 1);
  return (
    <div className="detail-main">
      <SectionBlock title="Official Documentation" empty={officialDocs.length === 0}>
        <ResourceLinks links={officialDocs} />
      </SectionBlock>
      <SectionBlock title="Tutorials and Examples" empty={tutorials.length === 0}>
        <ResourceLinks links={tutorials} />
      </SectionBlock>
      <SectionBlock title="Academic Publications" empty={publications.length === 0}>
        <CiteButton source={{ kind: 'publications', simulator, publications }} text="Cite publications" />
        <ul className="resource-list">
          {publications.map((publication, index) => (
            <li key={index}>
              {isUsableLink(publication.url) ? (
                <ExternalLink href={publication.url}>{publication.title}</ExternalLink>
              ) : (
                <strong>{publication.title}</strong>
              )}
              <p className="publication-meta">
                {[publication.authors, publication.year?.toString(), publication.journal].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock title="Community" empty={community.length === 0}>
        <ul className="resource-list">
          {community.map((channel, index) => (
            <li key={index}>
              {isUsableLink(channel.url) ? (
                <ExternalLink href={channel.url}>{channel.channelType || UNTITLED_COMMUNITY_RESOURCE}</ExternalLink>
              ) : (
                <strong>{channel.channelType || UNTITLED_COMMUNITY_RESOURCE}</strong>
              )}
              {channel.description ? <p>{channel.description}</p> : null}
            </li>
          ))}
        </ul>
      </SectionBlock>
      {isUsableLink(simulator.website) ? (
        <Card className="getting-started" elevation={0}>
          <h3>Getting Started</h3>
          <p>
            New to {simulator.name}? Start with the official website:{' '}
            <ExternalLink href={simulator.website}>Get started with {simulator.name}</ExternalLink>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
