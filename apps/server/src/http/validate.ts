import type { RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError, type FieldErrors } from './http-error';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}
type Out<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

/** Messages by field path ('a.b'), as forms show them; whole-value issues go in the message only. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key) (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): HttpError {
  const summary = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return new HttpError(400, 'validation_failed', `Invalid request: ${summary}`, fieldErrors(error));
}

/**
 * Parses params, query and body with core's schemas; a failure answers 400 `validation_failed` with
 * `fields`. Handlers after it see the parsed (coerced, defaulted) values, typed.
 */
export function validate<S extends RequestSchemas>(
  schemas: S,
): RequestHandler<Out<S['params'], Record<string, string>>, unknown, Out<S['body'], unknown>, Out<S['query'], unknown>> {
  return (req, _res, next) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) return next(validationError(result.error));
      // Express 5 exposes req.query through a getter: shadow it with the parsed value.
      Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
