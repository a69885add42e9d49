import {
  CODEMETA_MEDIA_TYPE,
  endpointPath,
  publicationCitable,
  SIMULATOR_CODEMETA_PATH,
  simulatorCitable,
  toApa,
  toBibtexFile,
  toCitationCff,
  toCodeMeta,
  toRisFile,
  type NormalizedPublication,
  type Simulator,
} from '@rsd/core';
import type { TextFile } from '../../ui/save-text-file';

/** One way to cite: its label and the file it copies or downloads. */
export interface CitationFormat extends TextFile {
  id: 'bibtex' | 'cff' | 'codemeta' | 'ris' | 'apa';
  label: string;
  /** Where the server serves the same file (an /api path), for a link where the page's own server answers it. */
  servedAt?: string;
}

/** What the Cite dialog cites: a simulator itself, or the publications of its Resources tab. */
export type CiteSource =
  { kind: 'simulator'; simulator: Simulator } | { kind: 'publications'; simulator: Simulator; publications: NormalizedPublication[] };

const fileStem = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '') || 'citation';

/**
 * The formats of a source: BibTeX, CITATION.cff and CodeMeta (software only), RIS and APA, written by core's
 * citation rules from the record in hand, so each works offline as the rest do.
 */
export function citationFormats(source: CiteSource): CitationFormat[] {
  const stem = fileStem(source.simulator.name);
  const items =
    source.kind === 'simulator'
      ? [simulatorCitable(source.simulator)]
      : source.publications.filter((p) => p.title.trim() !== '').map(publicationCitable);
  const base = source.kind === 'simulator' ? stem : `${stem}-publications`;
  const formats: CitationFormat[] = [
    { id: 'bibtex', label: 'BibTeX', fileName: `${base}.bib`, mimeType: 'application/x-bibtex', content: toBibtexFile(items) },
  ];
  if (source.kind === 'simulator') {
    const content = toCitationCff(simulatorCitable(source.simulator));
    formats.push({ id: 'cff', label: 'CITATION.cff', fileName: 'CITATION.cff', mimeType: 'application/x-yaml', content });
    formats.push({
      id: 'codemeta',
      label: 'CodeMeta',
      fileName: 'codemeta.json',
      mimeType: CODEMETA_MEDIA_TYPE,
      content: `${JSON.stringify(toCodeMeta(source.simulator), null, 2)}\n`,
      servedAt: endpointPath(SIMULATOR_CODEMETA_PATH, { id: source.simulator.id }),
    });
  }
  formats.push(
    { id: 'ris', label: 'RIS', fileName: `${base}.ris`, mimeType: 'application/x-research-info-systems', content: toRisFile(items) },
    {
      id: 'apa',
      label: 'APA',
      fileName: `${base}-apa.txt`,
      mimeType: 'text/plain;charset=utf-8',
      content: `${items.map(toApa).join('\n')}\n`,
    },
  );
  return formats;
}
