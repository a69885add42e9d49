import { isUsableLink } from '@rsd/core';
import type { NormalizedCapabilities } from '@rsd/core';
import { ExternalLink } from '../../ui/external-link';

type Interoperability = NormalizedCapabilities['interoperability'];

// Entries can repeat a name (one format read two ways), so list keys are positions: the lists never reorder.

export function FormatList({ formats }: { formats: Interoperability['inputFormats'] }) {
  return (
    <ul className="bullet-list">
      {formats.map((format, index) => (
        <li key={index}>
          <strong>{format.name}</strong>
          {format.details ? `: ${format.details}` : null}
        </li>
      ))}
    </ul>
  );
}

export function ToolList({ tools }: { tools: Interoperability['toolIntegration'] }) {
  return (
    <ul className="bullet-list">
      {tools.map((tool, index) => (
        <li key={index}>
          <strong>{tool.name}</strong>
          {tool.type ? ` (${tool.type})` : null}
          {tool.details ? `: ${tool.details}` : null}
        </li>
      ))}
    </ul>
  );
}

export function ApiList({ apis }: { apis: Interoperability['apiIntegrations'] }) {
  return (
    <ul className="bullet-list">
      {apis.map((api, index) => (
        <li key={index}>
          <strong>{api.type}</strong>
          {api.details ? `: ${api.details}` : null}
          {isUsableLink(api.documentationUrl) ? (
            <>
              {' '}
              (<ExternalLink href={api.documentationUrl}>documentation</ExternalLink>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
