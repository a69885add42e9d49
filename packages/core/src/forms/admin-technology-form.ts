import { z } from 'zod';
import { LINK_MESSAGE, optionalWebLink } from '../links/web-link';
import { isPlainObject, readJsonish } from '../shared/read';
import { READINESS_LEVELS, type Technology } from '../schemas/technology';
import type { TechnologyInput } from '../schemas/technology-input';
import { choice, email, optionalText, splitCommaList, text } from './fields';

export const SPECIFICATIONS_MESSAGE = 'Specifications must be a JSON object of key/value pairs.';
export const IMPACT_MESSAGE = 'Must be a number from 0 to 10.';
export const DEPLOYMENT_COUNT_MESSAGE = 'Must be a whole number of 0 or more.';
export const CATEGORY_MESSAGE = 'Category must be lowercase words joined by underscores, e.g. reservoir_simulation.';
export const READINESS_MESSAGE = 'Please select a readiness level.';

/** Free text that may be blank: '' stays '' (the technology's long texts are never null). */
const longText = (max = 20_000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

/** A number typed as text, within [min, max]; `integer` refuses fractions. */
const numberText = (message: string, max: number, integer: boolean) =>
  z
    .string({ error: message })
    .trim()
    .regex(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, message)
    .transform(Number)
    .pipe(z.number().min(0, message).max(max, message));

/** Specifications typed as JSON text: blank is none; anything but a JSON object is an error. */
const specificationsText = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx): Record<string, unknown> | null => {
    if (!v) return null;
    const read = readJsonish(v);
    if (read.kind === 'value' && isPlainObject(read.value)) return read.value;
    ctx.addIssue({ code: 'custom', message: SPECIFICATIONS_MESSAGE });
    return z.NEVER;
  });

/**
 * The admin technology editor: every field as typed. Benefits and limitations are newline text (as stored);
 * deployed companies and years are comma-separated text, parallel by position; specifications is JSON text.
 */
export const AdminTechnologyForm = z.object({
  name: text(2, 'Name must be at least 2 characters.', 200),
  shortName: optionalText(100),
  vendorName: text(1, 'Vendor name is required.', 200),
  vendorLogo: optionalWebLink(LINK_MESSAGE),
  overview: text(5, 'Overview is required.', 20_000),
  readinessLevel: choice(READINESS_LEVELS, READINESS_MESSAGE),
  challenge: longText(),
  solution: longText(),
  videoUrl: optionalWebLink(LINK_MESSAGE),
  benefits: longText(),
  limitations: longText(),
  specifications: specificationsText,
  deploymentCount: numberText(DEPLOYMENT_COUNT_MESSAGE, 1_000_000_000, true),
  deployedCompanies: longText(),
  deployedYears: longText(),
  costImpact: numberText(IMPACT_MESSAGE, 10, false),
  productionImpact: numberText(IMPACT_MESSAGE, 10, false),
  timeImpact: numberText(IMPACT_MESSAGE, 10, false),
  category: z
    .string({ error: CATEGORY_MESSAGE })
    .trim()
    .regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, CATEGORY_MESSAGE),
  subcategory: optionalText(200),
  contactName: optionalText(200),
  contactEmail: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(email('Please enter a valid email address.').nullable()),
  contactPhone: optionalText(100),
  source: optionalText(200),
});
export type AdminTechnologyForm = z.infer<typeof AdminTechnologyForm>;
export type AdminTechnologyFormValues = z.input<typeof AdminTechnologyForm>;

export const ADMIN_TECHNOLOGY_FORM_DEFAULTS = {
  name: '',
  shortName: '',
  vendorName: '',
  vendorLogo: '',
  overview: '',
  readinessLevel: '',
  challenge: '',
  solution: '',
  videoUrl: '',
  benefits: '',
  limitations: '',
  specifications: '',
  deploymentCount: '0',
  deployedCompanies: '',
  deployedYears: '',
  costImpact: '0',
  productionImpact: '0',
  timeImpact: '0',
  category: '',
  subcategory: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  source: '',
} satisfies AdminTechnologyFormValues;

/** "2019, 2021" to [2019, 2021]; an entry that is not a whole number stays text, as stored rows allow. */
const readYears = (value: string): (number | string)[] => splitCommaList(value).map((year) => (/^\d+$/.test(year) ? Number(year) : year));

/** The validated form as the TechnologyInput the API takes (POST and PUT /api/technologies). */
export const adminTechnologyFormToInput = (form: AdminTechnologyForm): TechnologyInput => ({
  ...form,
  deployedCompanies: splitCommaList(form.deployedCompanies),
  deployedYears: readYears(form.deployedYears),
});

const specificationsToText = (specifications: Technology['specifications']): string => {
  if (specifications === null) return '';
  return typeof specifications === 'string' ? specifications : JSON.stringify(specifications, null, 2);
};

/** A stored technology as the editor's initial values. */
export const technologyToAdminForm = (tech: Technology): AdminTechnologyFormValues => ({
  name: tech.name,
  shortName: tech.shortName ?? '',
  vendorName: tech.vendorName,
  vendorLogo: tech.vendorLogo ?? '',
  overview: tech.overview,
  readinessLevel: tech.readinessLevel,
  challenge: tech.challenge,
  solution: tech.solution,
  videoUrl: tech.videoUrl ?? '',
  benefits: tech.benefits,
  limitations: tech.limitations,
  specifications: specificationsToText(tech.specifications),
  deploymentCount: String(tech.deploymentCount),
  deployedCompanies: tech.deployedCompanies.join(', '),
  deployedYears: tech.deployedYears.map((year) => year ?? '').join(', '),
  costImpact: String(tech.costImpact),
  productionImpact: String(tech.productionImpact),
  timeImpact: String(tech.timeImpact),
  category: tech.category,
  subcategory: tech.subcategory ?? '',
  contactName: tech.contactName ?? '',
  contactEmail: tech.contactEmail ?? '',
  contactPhone: tech.contactPhone ?? '',
  source: tech.source ?? '',
});
