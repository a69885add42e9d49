import path from 'node:path';
import { classifyBuildPath } from '@rsd/core';

export type BuildPath =
  /** A file (core's classifyBuildPath): served if present, 404 otherwise. */
  | { kind: 'file'; filePath: string }
  /** A client route: answered with index.html (SPA fallback). */
  | { kind: 'route' }
  /** Anything that could name a file outside the build folder. */
  | { kind: 'forbidden' };

// Separators, drive letters and NUL have no business inside one decoded segment.
const UNSAFE_IN_SEGMENT = /[/\\:\0]/;

/**
 * Maps a URL pathname (still percent-encoded) to a place in the build folder.
 * Each segment is decoded once and checked on its own, so `..%2f`, `%2e%2e` and `%5c` cannot
 * smuggle a step outside; the joined path is then checked against the folder as a last guard.
 */
export function resolveBuildPath(rendererDir: string, pathname: string): BuildPath {
  const raw = pathname.replace(/^\//, '').split('/');
  if (raw.at(-1) === '') raw.pop();

  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { kind: 'forbidden' };
    }
    if (segment === '' || segment === '.' || segment === '..' || UNSAFE_IN_SEGMENT.test(segment)) {
      return { kind: 'forbidden' };
    }
    segments.push(segment);
  }

  if (classifyBuildPath(segments.join('/')) === 'route') return { kind: 'route' };

  const root = path.resolve(rendererDir);
  const filePath = path.resolve(root, ...segments);
  return isInside(root, filePath) ? { kind: 'file', filePath } : { kind: 'forbidden' };
}

/** Whether `candidate` lies strictly inside `root` (both absolute). */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
