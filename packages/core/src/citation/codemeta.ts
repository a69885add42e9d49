import { languageOf } from '../filters/filter-options';
import { isWebLink } from '../links/web-link';
import { normalizeOrganizations } from '../normalize/organizations';
import type { Simulator } from '../schemas/simulator';
import { CODEMETA_CONTEXT, type CodeMetaDocument } from './codemeta-document';
import { distinct } from '../shared/read';
import { spdxLicenseId, spdxLicenseUrl } from './spdx';

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const link = (value: string | null | undefined): string | undefined => (isWebLink(value) ? value.trim() : undefined);
const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

function license(simulator: Simulator): CodeMetaDocument['license'] {
  const id = spdxLicenseId(simulator.licenseType);
  if (id) return spdxLicenseUrl(id);
  const name = text(simulator.licenseType);
  const url = link(simulator.licenseUrl);
  if (name) return { '@type': 'schema:CreativeWork', name, ...(url ? { url } : {}) };
  return url;
}

/**
 * A simulator as a CodeMeta 3.0 document (SoftwareSourceCode), from the facts the record holds and nothing more.
 * The producers are its own organisations, as the citations' authors are (relevant ones use or fund it). The last
 * release date is dateModified: it is when the software last changed, while datePublished would claim its first
 * release, which the record does not know. developmentStatus is left out: CodeMeta wants a repostatus.org URL.
 */
export function toCodeMeta(simulator: Simulator): CodeMetaDocument {
  const producers = normalizeOrganizations(simulator.organizations).map((org) => {
    const url = link(org.url);
    return { '@type': 'Organization' as const, name: org.name, ...(url ? { url } : {}) };
  });
  const document: CodeMetaDocument = {
    '@context': CODEMETA_CONTEXT,
    '@type': 'SoftwareSourceCode',
    name: simulator.name.trim(),
    description: text(simulator.description) ?? text(simulator.shortDescription),
    url: link(simulator.website),
    codeRepository: link(simulator.sourceCodeRepository),
    license: license(simulator),
    programmingLanguage: nonEmpty(distinct(simulator.programmingLanguages.map(languageOf).filter((l) => l !== ''))),
    version: text(simulator.lastReleaseVersion),
    dateModified: text(simulator.lastReleaseDate),
    producer: nonEmpty(producers),
    keywords: nonEmpty(distinct(simulator.applicationAreas.map((area) => area.trim()).filter((area) => area !== ''))),
  };
  // Absent facts are absent keys, not nulls or undefineds a JSON-LD processor or a reader would have to skip.
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== undefined)) as CodeMetaDocument;
}
