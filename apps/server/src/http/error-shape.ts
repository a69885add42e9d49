import type { ErrorBody, ErrorBodyShape } from '@rsd/core';
import type { Request } from 'express';

/** The error body shape of the endpoint a request reached, for the endpoints that declare their own. */
const shapes = new WeakMap<Request, ErrorBodyShape>();

export function setErrorBodyShape(req: Request, shape: ErrorBodyShape): void {
  shapes.set(req, shape);
}

/** The failure body for `req`: its endpoint's shape of `body`, or `body` itself. */
export function shapeErrorBody(req: Request, body: ErrorBody): ErrorBody {
  return shapes.get(req)?.from(body.error) ?? body;
}
