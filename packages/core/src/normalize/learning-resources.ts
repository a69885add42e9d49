import { warn } from '../shared/log';
import { asArray, asText, isPlainObject, pickOptionalText, pickText, pickValue, readJsonish, type PlainObject } from '../shared/read';
import type { NormalizedOrganization } from './normalized-shapes';
import { normalizeOrganizations } from './organizations';

export interface NormalizedResourceLink {
  title: string;
  url: string;
  description: string;
  type: string;
}
export interface NormalizedPublication {
  title: string;
  url: string | null;
  authors: string;
  year: number | null;
  journal: string;
}
export interface NormalizedCommunityChannel {
  channelType: string;
  url: string;
  description: string;
}

/**
 * learningResources as every screen reads it. Entries keep '' for missing title or url: which ones
 * to skip is the caller's rule (the learning pool skips them, the detail page may not).
 */
export interface NormalizedLearningResources {
  documentation: NormalizedResourceLink[];
  tutorials: NormalizedResourceLink[];
  publications: NormalizedPublication[];
  community: NormalizedCommunityChannel[];
  organizations: NormalizedOrganization[];
}

const emptyLearningResources = (): NormalizedLearningResources => ({
  documentation: [],
  tutorials: [],
  publications: [],
  community: [],
  organizations: [],
});

const objects = (value: unknown): PlainObject[] => asArray(value).filter(isPlainObject);

const readLinks = (value: unknown, defaultType: string): NormalizedResourceLink[] =>
  objects(value).map((o) => ({
    title: pickText(o, 'title', 'name'),
    url: pickText(o, 'url'),
    description: pickText(o, 'description'),
    type: pickText(o, 'type') || defaultType,
  }));

/** Years arrive as numbers or as text ("2019"); anything else is unknown. */
const readYear = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return null;
};

const readPublications = (value: unknown): NormalizedPublication[] =>
  objects(value).map((o) => ({
    title: pickText(o, 'title'),
    url: pickOptionalText(o, 'url'),
    authors: readAuthors(o.authors),
    year: readYear(o.year),
    journal: pickText(o, 'journal_conference', 'journal', 'venue'),
  }));

const readAuthors = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .filter((a): a is string => typeof a === 'string' && a.trim() !== '')
        .map((a) => a.trim())
        .join(', ')
    : asText(value);

const readCommunity = (value: unknown): NormalizedCommunityChannel[] =>
  objects(value).map((o) => ({
    channelType: pickText(o, 'channel_type', 'channelType', 'type', 'name'),
    url: pickText(o, 'url'),
    description: pickText(o, 'description'),
  }));

const fromObject = (o: PlainObject): NormalizedLearningResources => ({
  documentation: readLinks(pickValue(o, 'official_documentation', 'documentation'), 'documentation'),
  tutorials: readLinks(pickValue(o, 'tutorials_examples', 'tutorials'), 'tutorial'),
  publications: readPublications(pickValue(o, 'key_publications_academic', 'publications')),
  community: readCommunity(pickValue(o, 'community_support_channels', 'community')),
  organizations: normalizeOrganizations(asArray(pickValue(o, 'relevant_organizations', 'organizations'))),
});

/**
 * learningResources (JSON text or object, new or older shape) to the normalised shape, or null when
 * the stored value cannot be read at all (invalid JSON, or JSON that is not an object). Nothing
 * stored is not an error: it gives empty lists.
 */
export const parseLearningResourcesStrict = (raw: unknown): NormalizedLearningResources | null => {
  const read = readJsonish(raw);
  if (read.kind === 'empty') return emptyLearningResources();
  if (read.kind === 'invalid') return null;
  if (read.value === null) return emptyLearningResources();
  return isPlainObject(read.value) ? fromObject(read.value) : null;
};

/** Like parseLearningResourcesStrict, but unreadable input gives empty lists and a console warning. */
export const normalizeLearningResources = (raw: unknown): NormalizedLearningResources => {
  const parsed = parseLearningResourcesStrict(raw);
  if (parsed) return parsed;
  warn('learningResources could not be read; showing no learning resources.');
  return emptyLearningResources();
};
