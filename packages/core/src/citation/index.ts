export { simulatorCitable, publicationCitable, type Citable } from './citable';
export { toBibtex, toBibtexFile, escapeLatex } from './bibtex';
export { toCitationCff } from './citation-cff';
export { toRis, toRisFile } from './ris';
export { toApa } from './apa';
