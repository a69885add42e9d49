const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): W/"x" matches "x"; '*' matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
