export { simulatorCitable, publicationCitable, type Citable } from './citable';
export { toBibtex, toBibtexFile, escapeLatex } from './bibtex';
export { toCitationCff } from './citation-cff';
export { toRis, toRisFile } from './ris';
export { toApa } from './apa';
export { toCodeMeta } from './codemeta';
export { CodeMetaDocument, CODEMETA_CONTEXT, CODEMETA_MEDIA_TYPE, SIMULATOR_CODEMETA_PATH } from './codemeta-document';
export { spdxLicenseId, spdxLicenseUrl } from './spdx';
