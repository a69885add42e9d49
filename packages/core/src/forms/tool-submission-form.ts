import { z } from 'zod';
import { optionalWebLink, requiredWebLink } from '../links/web-link';
import { BenchmarkStudy } from '../schemas/simulator';
import { choice, email, readBenchmarkStudies, text } from './fields';
import { storableJson } from './storable-json';
import { storableText } from './storable-text';
import { toFormFieldErrors, toPayloadNames } from './field-names';
import { LICENSE_TYPES } from './license-types';

export const SHORT_DESCRIPTION_MAX = 200;

/** The rules the form and the server share; only the person's field names differ. */
const toolFields = {
  name: text(2, 'Tool name must be at least 2 characters.', 200),
  fullName: text(2, 'Full name must be at least 2 characters.', 300),
  shortDescription: z
    .string({ error: 'Short description must be at least 10 characters.' })
    .trim()
    .min(10, 'Short description must be at least 10 characters.')
    .max(SHORT_DESCRIPTION_MAX, 'Short description must not exceed 200 characters.')
    .superRefine(storableText),
  description: text(30, 'Description must be at least 30 characters.', 20_000),
  website: requiredWebLink('Please enter a valid URL.'),
  sourceCodeRepository: optionalWebLink('Please enter a valid URL.'),
  licenseType: choice(LICENSE_TYPES, 'Please select a license type.'),
  /** Comma-separated text, kept as text (product rules §3). */
  programmingLanguages: text(1, 'Please enter at least one programming language.', 1000),
};

const personFields = {
  name: text(2, 'Your name must be at least 2 characters.', 200),
  email: email('Please enter a valid email address.'),
  organization: text(2, 'Organization name must be at least 2 characters.', 300),
};

/** The 'Submit a Simulation Tool' form. */
export const ToolSubmissionForm = z.object({
  ...toolFields,
  /** JSON array text (8-row textarea); read by toolSubmissionPayload, never an error. */
  benchmark_studies: z.string().max(100_000, 'Must be at most 100000 characters.').superRefine(storableText).nullish(),
  developerName: personFields.name,
  developerEmail: personFields.email,
  developerOrganization: personFields.organization,
});
export type ToolSubmissionForm = z.infer<typeof ToolSubmissionForm>;
export type ToolSubmissionFormValues = z.input<typeof ToolSubmissionForm>;

export const TOOL_SUBMISSION_FORM_DEFAULTS = {
  name: '',
  fullName: '',
  shortDescription: '',
  description: '',
  website: '',
  sourceCodeRepository: '',
  licenseType: '',
  programmingLanguages: '',
  benchmark_studies: '',
  developerName: '',
  developerEmail: '',
  developerOrganization: '',
} satisfies ToolSubmissionFormValues;

/**
 * POST /api/submit-tool's body, as the server validates it. benchmark_studies may arrive as JSON
 * text or a list; unreadable text or entries become nothing rather than an error, as on the form.
 */
export const ToolSubmissionPayload = z.object({
  ...toolFields,
  /** Stored as jsonb, which cannot hold NUL or a broken character either: refused like any other text. */
  benchmark_studies: z
    .preprocess(readBenchmarkStudies, z.array(BenchmarkStudy).superRefine(storableJson))
    .optional()
    .transform((v) => v ?? []),
  submitterName: personFields.name,
  submitterEmail: personFields.email,
  submitterOrganization: personFields.organization,
});
export type ToolSubmissionPayload = z.infer<typeof ToolSubmissionPayload>;

/**
 * The one place where the form's names meet the API's: the form says developer (product rules §3), the body says
 * submitter. Builds the payload, and maps the server's field errors back onto the form's inputs.
 */
export const TOOL_SUBMISSION_PAYLOAD_NAMES = {
  developerName: 'submitterName',
  developerEmail: 'submitterEmail',
  developerOrganization: 'submitterOrganization',
} as const satisfies Partial<Record<keyof ToolSubmissionForm, keyof ToolSubmissionPayload>>;

/** The validated form as the API body, parsed by the payload schema the server applies too. */
export const toolSubmissionPayload = (form: ToolSubmissionForm): ToolSubmissionPayload =>
  ToolSubmissionPayload.parse(toPayloadNames(form, TOOL_SUBMISSION_PAYLOAD_NAMES));

/** The server's field errors for POST /api/submit-tool, keyed by the form's field names. */
export const toolSubmissionFormErrors = (fields: Readonly<Record<string, readonly string[]>>): Record<string, string[]> =>
  toFormFieldErrors(fields, TOOL_SUBMISSION_PAYLOAD_NAMES);
