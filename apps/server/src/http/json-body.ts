import express, { type RequestHandler } from 'express';

/** The largest request body the API reads (spec: 1 MB); a larger one is refused with 413 unread. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const JSON_BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB.';

/** Parses JSON bodies up to the limit; its failures reach the error handler as 400 and 413. */
export const jsonBody = (): RequestHandler => express.json({ limit: JSON_BODY_LIMIT_BYTES });
