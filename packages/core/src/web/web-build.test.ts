import { describe, expect, it } from 'vitest';
import {
  buildCacheControl,
  classifyBuildPath,
  HOME_SHELL_FILE,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  ROUTE_SHELL_FILE,
  serverRenderDirOf,
  shellFilesFor,
} from './web-build';

describe('classifyBuildPath', () => {
  it.each(['/', '', '/simulator/3', '/compare/', '/jobs/12/apply', '/admin/users', '/v1.2/x', '/assets', '/assets/', '/.well-known'])(
    'treats %j as a client route (index.html)',
    (pathname) => {
      expect(classifyBuildPath(pathname)).toBe('route');
    },
  );

  it.each(['/index.html', '/missing.js', '/favicon.ico', '/data.v1', '/assets/index-OLD.css', '/assets/gone', '/assets/..data.json'])(
    'treats %j as a file (404 when missing)',
    (pathname) => {
      expect(classifyBuildPath(pathname)).toBe('file');
    },
  );
});

describe('buildCacheControl', () => {
  it.each(['/assets/index-Ab12Cd.js', 'assets/x.css', '/assets/fonts/inter.woff2'])('keeps %s for a year', (pathname) => {
    expect(buildCacheControl(pathname)).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it.each(['/index.html', '/favicon.svg', '/', '/simulator/3', '/assets', '/assets/', '/assetsx/a.js'])('revalidates %s', (pathname) => {
    expect(buildCacheControl(pathname)).toBe(REVALIDATE_CACHE_CONTROL);
  });
});

describe('shellFilesFor', () => {
  it('gives home its own page first, with the route page for a build that has none', () => {
    expect(shellFilesFor('/')).toEqual([HOME_SHELL_FILE, ROUTE_SHELL_FILE]);
  });

  it.each(['/simulator/3', '/compare', '/jobs', '/admin', '/home.html'])('gives %s the route page only', (pathname) => {
    expect(shellFilesFor(pathname)).toEqual([ROUTE_SHELL_FILE]);
  });
});

describe('serverRenderDirOf', () => {
  it.each([
    ['/srv/out/web', '/srv/out/web-ssr'],
    ['/srv/out/web/', '/srv/out/web-ssr'],
    ['C:\\site\\web\\', 'C:\\site\\web-ssr'],
  ])('puts the render bundle of %s beside it, in %s', (webDir, expected) => {
    expect(serverRenderDirOf(webDir)).toBe(expected);
  });
});
