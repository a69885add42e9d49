import type { Technology } from '../schemas/technology';
import { sortedDistinct } from '../shared/read';

export interface TechnologyFilter {
  search?: string | null;
  /** A category key, or 'all' / empty for any. */
  category?: string | null;
  /** A readiness level, or 'all' / empty for any. */
  readiness?: string | null;
}

const isAny = (value: string | null | undefined): boolean => {
  const v = (value ?? '').trim();
  return v === '' || v === 'all';
};

/** The catalogue's client-side filter: search over name, vendor and overview (any case), then category and readiness. */
export const filterTechnologies = <T extends Pick<Technology, 'name' | 'vendorName' | 'overview' | 'category' | 'readinessLevel'>>(
  techs: readonly T[],
  filter: TechnologyFilter,
): T[] => {
  const needle = (filter.search ?? '').trim().toLowerCase();
  const category = isAny(filter.category) ? null : (filter.category ?? '').trim();
  const readiness = isAny(filter.readiness) ? null : (filter.readiness ?? '').trim().toLowerCase();
  return techs.filter(
    (tech) =>
      (needle === '' || [tech.name, tech.vendorName, tech.overview].some((text) => (text ?? '').toLowerCase().includes(needle))) &&
      (category === null || tech.category === category) &&
      (readiness === null || tech.readinessLevel.trim().toLowerCase() === readiness),
  );
};

/** The category filter's options: distinct, alphabetical keys (label them with categoryLabel). */
export const deriveTechnologyCategories = (techs: readonly Pick<Technology, 'category'>[]): string[] =>
  sortedDistinct(techs.map((t) => t.category.trim()).filter((c) => c !== ''));
