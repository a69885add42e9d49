import type { Technology } from '../schemas/technology';
import { isPlainObject, readJsonish } from '../shared/read';

/** Business-impact bar width in percent: score (0..10) x 10, clamped; not a number gives 0. */
export const impactWidth = (score: number | null | undefined): number => {
  if (typeof score !== 'number' || Number.isNaN(score)) return 0;
  return Math.min(100, Math.max(0, score * 10));
};

/** Benefits and limitations are newline-separated lists. */
export const splitLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const asDisplayText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * The Technical Specs grid: [key, value as text] pairs from an object or JSON text of one. Bad
 * JSON, arrays and other non-objects give [] (the tab then says none are available).
 */
export const parseSpecifications = (spec: unknown): [string, string][] => {
  const read = readJsonish(spec);
  if (read.kind !== 'value' || !isPlainObject(read.value)) return [];
  return Object.entries(read.value).map(([key, value]) => [key, asDisplayText(value)]);
};

export interface Deployment {
  company: string;
  /** Shown as 'Since {year}' only when a year exists at the same index. */
  year: number | string | null;
}

export const deployments = (tech: Pick<Technology, 'deployedCompanies' | 'deployedYears'>): Deployment[] =>
  tech.deployedCompanies.map((company, i) => {
    const year = tech.deployedYears[i];
    return { company, year: year === undefined || year === '' ? null : year };
  });

/** Spec 4 wording, used as written for every count. */
export const deploymentSummary = (count: number): string => `This technology has been deployed by ${count} companies.`;

/** 'reservoir_simulation' reads 'Reservoir Simulation'. */
export const categoryLabel = (category: string | null | undefined): string =>
  (category ?? '')
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A deployed company's year line, or null where no year was given at its index. */
export const sinceYearText = (year: Deployment['year']): string | null => {
  const text = year === null ? '' : String(year).trim();
  return text === '' ? null : `Since ${text}`;
};

/** The count the Deployment tab states: the stored count, never fewer than the companies it lists. */
export const deployedCompanyTotal = (tech: Pick<Technology, 'deploymentCount' | 'deployedCompanies'>): number =>
  Math.max(tech.deploymentCount, tech.deployedCompanies.length);

// No '?', '&' or '%' either: they would smuggle a subject or body into the mailto link.
const EMAIL = /^[^\s@<>()[\]\\,;:"?&%]+@[^\s@<>()[\]\\,;:"?&%]+\.[^\s@<>()[\]\\,;:"?&%]+$/;

/** A mailto: link for a stored contact address, or null when the text is not an address (it then shows as text). */
export const mailtoHref = (email: string | null | undefined): string | null => {
  const address = (email ?? '').trim();
  return EMAIL.test(address) ? `mailto:${address}` : null;
};
