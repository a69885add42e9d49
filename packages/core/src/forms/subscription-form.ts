import { z } from 'zod';
import { email, optionalText } from './fields';
import { storableText } from './storable-text';

export const DEFAULT_SUBSCRIPTION_SOURCE = 'website';

/** The 'Stay Up to Date' box and POST /api/subscribe's body (product rules §5: no final period in this message). */
export const SubscriptionForm = z.object({
  email: email('Please enter a valid email address'),
  name: optionalText(200),
  company: optionalText(200),
  /** Where the visitor subscribed, e.g. 'hero-section'; blank reads as 'website'. */
  source: z
    .string()
    .trim()
    .max(50, 'Must be at most 50 characters.')
    .superRefine(storableText)
    .nullish()
    .transform((v) => v || DEFAULT_SUBSCRIPTION_SOURCE),
});
export type SubscriptionForm = z.infer<typeof SubscriptionForm>;
export type SubscriptionFormValues = z.input<typeof SubscriptionForm>;

export const SUBSCRIPTION_FORM_DEFAULTS = { email: '', name: '', company: '' } satisfies SubscriptionFormValues;
