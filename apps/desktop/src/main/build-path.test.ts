import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, resolveBuildPath } from './build-path';

const root = path.resolve('/srv/build');

describe('resolveBuildPath', () => {
  it.each([
    ['/index.html', 'index.html'],
    ['/assets/index-a1b2c3.js', 'assets/index-a1b2c3.js'],
    ['/assets/my%20font.woff2', 'assets/my font.woff2'],
    ['/favicon.svg', 'favicon.svg'],
    ['/assets/..data.json', 'assets/..data.json'],
  ])('maps %s to a file in the build', (pathname, relative) => {
    expect(resolveBuildPath(root, pathname)).toEqual({ kind: 'file', filePath: path.join(root, relative) });
  });

  it.each(['/', '', '/simulator/3', '/compare/', '/jobs/12/apply', '/v1.2/x'])(
    'treats the extension-less %j as a client route',
    (pathname) => {
      expect(resolveBuildPath(root, pathname)).toEqual({ kind: 'route' });
    },
  );

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/etc/passwd',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/%2fetc%2fpasswd',
    '//etc/passwd',
    '/assets//x.js',
    '/C:%5CWindows%5Cwin.ini',
    '/c:/windows/win.ini',
    '/./index.html',
    '/index.html%00.js',
    '/%E0%A4%A.js',
  ])('refuses %s', (pathname) => {
    expect(resolveBuildPath(root, pathname)).toEqual({ kind: 'forbidden' });
  });
});

describe('isInside', () => {
  it('accepts descendants only', () => {
    expect(isInside(root, path.join(root, 'a', 'b.js'))).toBe(true);
    expect(isInside(root, path.join(root, '..data'))).toBe(true);
    expect(isInside(root, root)).toBe(false);
    expect(isInside(root, path.resolve(root, '..', 'build-other', 'x.js'))).toBe(false);
    expect(isInside(root, path.resolve('/etc/passwd'))).toBe(false);
  });
});
