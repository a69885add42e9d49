import { createHash } from 'node:crypto';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): W/"x" matches "x"; '*' matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** A strong validator of a body: the same bytes always get the same tag, other bytes (in practice) another. */
export const strongEtag = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
