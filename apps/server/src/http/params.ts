import { z } from 'zod';

/** PostgreSQL `integer`: a larger id would be a database error, not a 404. */
const MAX_ID = 2_147_483_647;

/** `:id` path parameter: a positive integer written plainly (no sign, exponent or decimals). */
export const IdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive integer.')
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'id must be a positive integer.'),
});
export type IdParams = z.output<typeof IdParams>;
