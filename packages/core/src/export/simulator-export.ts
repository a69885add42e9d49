import { simulatorCitable } from '../citation/citable';
import { toBibtexFile } from '../citation/bibtex';
import type { Simulator } from '../schemas/simulator';
import { simulatorsToCsv } from './simulator-csv';

export const EXPORT_FORMATS = ['csv', 'json', 'bibtex'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

const WRITERS: Record<ExportFormat, { extension: string; mimeType: string; write: (list: readonly Simulator[]) => string }> = {
  csv: { extension: 'csv', mimeType: 'text/csv;charset=utf-8', write: simulatorsToCsv },
  json: { extension: 'json', mimeType: 'application/json', write: (list) => `${JSON.stringify(list, null, 2)}\n` },
  bibtex: { extension: 'bib', mimeType: 'application/x-bibtex', write: (list) => toBibtexFile(list.map(simulatorCitable)) },
};

/** A list of simulators as a downloadable file of the chosen format. */
export function exportSimulators(list: readonly Simulator[], format: ExportFormat, baseName = 'simulators'): ExportFile {
  const writer = WRITERS[format];
  return { fileName: `${baseName}.${writer.extension}`, mimeType: writer.mimeType, content: writer.write(list) };
}
