import { z } from 'zod';
import { parseId } from '../shared/id-text';
import { ERROR_TYPES } from '../schemas/error-report';
import { choice, email, optionalText, text } from './fields';

/** The picker's value for a general site issue rather than one simulator. */
export const GENERAL_ISSUE = 'general';

export const ERROR_TYPE_LABELS: Record<(typeof ERROR_TYPES)[number], string> = {
  inaccurate: 'Inaccurate information',
  outdated: 'Outdated information',
  missing: 'Missing information',
  other: 'Other',
};

const reportFields = {
  errorType: z
    .string({ error: 'Please select an error type.' })
    .default('inaccurate')
    .pipe(choice(ERROR_TYPES, 'Please select an error type.')),
  description: text(10, 'Error description must be at least 10 characters.', 10_000),
  correction: optionalText(10_000),
  reporterName: text(2, 'Your name must be at least 2 characters.', 200),
  reporterEmail: email('Please enter a valid email address.'),
  reporterOrganization: optionalText(300),
};

/** The 'Report an Error' form. simulatorId is the picker's value: a simulator id, 'general', or blank. */
export const ErrorReportForm = z.object({
  simulatorId: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || v === GENERAL_ISSUE || parseId(v) !== null, 'Please select a simulator.'),
  ...reportFields,
});
export type ErrorReportForm = z.infer<typeof ErrorReportForm>;
export type ErrorReportFormValues = z.input<typeof ErrorReportForm>;

export const errorReportFormDefaults = (simulatorId?: number | null) =>
  ({
    simulatorId: simulatorId ? String(simulatorId) : '',
    errorType: 'inaccurate',
    description: '',
    correction: '',
    reporterName: '',
    reporterEmail: '',
    reporterOrganization: '',
  }) satisfies ErrorReportFormValues;

/** A simulator id as a number or as id text (parseId); null, blank and 'general' mean no particular simulator. */
const simulatorRef = z.preprocess(
  (v) => (v === null || v === undefined || v === '' || v === GENERAL_ISSUE ? null : typeof v === 'string' ? (parseId(v) ?? v) : v),
  z.number({ error: 'Please select a simulator.' }).int('Please select a simulator.').positive('Please select a simulator.').nullable(),
);

/** POST /api/report-error's body, as the server validates it. simulatorId may be left out (optional, so the document says so). */
export const ErrorReportPayload = z.object({ simulatorId: simulatorRef.optional().transform((v) => v ?? null), ...reportFields });
export type ErrorReportPayload = z.infer<typeof ErrorReportPayload>;

export const errorReportPayload = (form: ErrorReportForm): ErrorReportPayload => ({
  simulatorId: form.simulatorId === null || form.simulatorId === GENERAL_ISSUE ? null : parseId(form.simulatorId),
  errorType: form.errorType,
  description: form.description,
  correction: form.correction,
  reporterName: form.reporterName,
  reporterEmail: form.reporterEmail,
  reporterOrganization: form.reporterOrganization,
});
