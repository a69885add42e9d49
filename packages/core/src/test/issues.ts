import type { z } from 'zod';

/** The messages a schema gives, by field path ('a.b'), for asserting form errors verbatim. */
export const messagesOf = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
};
