import { normalizeOrganizations } from '../normalize/organizations';
import type { NormalizedPublication } from '../normalize/learning-resources';
import type { Simulator } from '../schemas/simulator';

/**
 * What every citation format is written from: only facts the record holds. A missing fact is absent here, so
 * no format can invent it.
 */
export interface Citable {
  kind: 'software' | 'article' | 'misc';
  key: string;
  title: string;
  /** Each entry one author (a person or an organisation), as stored. */
  authors: string[];
  /** YYYY-MM-DD when the full date is known. */
  date?: string;
  year?: number;
  version?: string;
  url?: string;
  repository?: string;
  license?: string;
  abstract?: string;
  keywords?: string[];
  journal?: string;
}

const present = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/** An ASCII citation key from the title's letters and digits and the year; the id keeps it unique when no letters survive. */
const citationKey = (title: string, year: number | undefined, fallback: string): string => {
  const stem = title
    .normalize('NFKD')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, '');
  return `${stem || fallback}${year ?? ''}`;
};

/**
 * A simulator as software. Authors are its own organisations only: relevant organisations use or fund a tool
 * and are not its authors, so citing them would invent authorship.
 */
export function simulatorCitable(simulator: Simulator): Citable {
  const name = simulator.name.trim();
  const fullName = simulator.fullName.trim();
  const title = fullName && fullName !== name ? `${name}: ${fullName}` : name;
  const date = present(simulator.lastReleaseDate);
  const year = date ? Number(date.slice(0, 4)) : undefined;
  return {
    kind: 'software',
    key: citationKey(name, year, `simulator${simulator.id}`),
    title,
    authors: normalizeOrganizations(simulator.organizations).map((org) => org.name),
    date,
    year,
    version: present(simulator.lastReleaseVersion),
    url: present(simulator.website),
    repository: present(simulator.sourceCodeRepository),
    license: present(simulator.licenseType),
    abstract: present(simulator.shortDescription),
    keywords: simulator.applicationAreas.map((area) => area.trim()).filter((area) => area !== ''),
  };
}

/** Authors stored as one text: split on ';' or ' and ' (commas may sit inside "Lie, K.-A." so they stay). */
const splitAuthors = (authors: string): string[] =>
  authors
    .split(/;| and /)
    .map((author) => author.trim())
    .filter((author) => author !== '');

/** A publication of a simulator's Resources tab: an article when it names its journal, else a plain entry. */
export function publicationCitable(publication: NormalizedPublication, index: number): Citable {
  const journal = present(publication.journal);
  const year = publication.year ?? undefined;
  return {
    kind: journal ? 'article' : 'misc',
    key: citationKey(splitAuthors(publication.authors)[0]?.split(/[ ,]/)[0] ?? '', year, `publication${index + 1}`),
    title: publication.title.trim(),
    authors: splitAuthors(publication.authors),
    year,
    url: present(publication.url),
    journal,
  };
}
