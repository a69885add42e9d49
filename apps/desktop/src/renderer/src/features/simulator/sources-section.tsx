import { Classes } from '@blueprintjs/core';
import { evidenceParts, formatUpdatedDate, type Simulator } from '@rsd/core';
import { Fragment, useId, useMemo } from 'react';
import { ExternalLink } from '../../ui/external-link';
import { HarvestProvenance } from './harvested-facts';
import './sources.css';

export const SOURCES_TITLE = 'Sources';
export const FACTS_VERIFIED_ON = 'Facts verified on';
/** A tool with no recorded source says so: a visitor weighs its facts knowing they are unsourced. */
export const NO_SOURCES_TEXT = 'No sources are recorded for these facts.';

/**
 * Where the page's facts were read: each evidence entry with the repository files and tags it names as links (core's
 * evidenceParts), and the day the facts were checked. Under every tab, since the sources cover them all.
 */
export function SourcesSection({ simulator }: { simulator: Simulator }) {
  const headingId = useId();
  const { evidence, factsVerifiedOn, sourceCodeRepository } = simulator;
  const entries = useMemo(() => evidence.map((entry) => evidenceParts(entry, sourceCodeRepository)), [evidence, sourceCodeRepository]);
  return (
    <section className="detail-sources" aria-labelledby={headingId}>
      <h2 id={headingId}>{SOURCES_TITLE}</h2>
      <div className={`detail-sources-provenance ${Classes.TEXT_MUTED}`}>
        {factsVerifiedOn ? (
          <p>
            {FACTS_VERIFIED_ON} <time dateTime={factsVerifiedOn}>{formatUpdatedDate(factsVerifiedOn)}</time>
          </p>
        ) : null}
        <HarvestProvenance repository={simulator.repository} />
      </div>
      {entries.length > 0 ? (
        <ul className="detail-sources-list">
          {entries.map((parts, index) => (
            <li key={index}>
              {parts.map((part, at) => (
                <Fragment key={at}>{part.href === null ? part.text : <ExternalLink href={part.href}>{part.text}</ExternalLink>}</Fragment>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="section-block-empty">{NO_SOURCES_TEXT}</p>
      )}
    </section>
  );
}
