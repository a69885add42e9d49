import { ErrorBody } from '@rsd/core';
import type { z } from 'zod';

/** A response that arrived but was not OK. The message follows spec 8: `${status}: ${text or statusText}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's error body, when it sent one. */
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
}

/** No response at all: the server is unreachable or the machine is offline. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
  }
}

/**
 * The directory server cannot be reached: no response at all, or a 503 'unavailable' (what the desktop app's
 * /api proxy answers when the server is down, and what the server answers when its database is).
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ApiError && error.status === 503 && error.body?.error.code === 'unavailable')
  );
}

type Method = 'GET' | 'POST';

async function send(method: Method, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseErrorBody(text);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The body stopped arriving: the connection dropped.
    throw new NetworkError(cause);
  }
  return text === '' ? null : JSON.parse(text);
}

/** GET the path and return its JSON without validating it (for callers that validate themselves). */
export async function apiGetJson(path: string): Promise<unknown> {
  return readJson(await send('GET', path));
}

export async function apiGet<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return schema.parse(await apiGetJson(path));
}

export async function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJson(await send('POST', path, body)));
}
