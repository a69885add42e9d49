import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCacheControl, classifyBuildPath, REVALIDATE_CACHE_CONTROL } from '@rsd/core';
import express, { type Request, type Response, type Router } from 'express';

/** The file's path inside the build as a URL pathname, for core's cache rule. */
const urlPathOf = (distDir: string, filePath: string) => `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;

/** Home's own first frame, drawn at build time (apps/desktop/vite/prerender-shell.ts); index.html has a pending page. */
const HOME_PAGE_FILE = 'home.html';

/** index.html as this request should get it (a page's own head, for link previews and crawlers). */
export type IndexHtmlTransform = (req: Request, html: string) => Promise<string>;

const missingBuild = (res: Response, distDir: string) =>
  res
    .status(503)
    .type('text/plain')
    .send(`The web build is missing: no index.html in ${distDir}. Run \`npm run build:web\` (or \`npm start\`) first.`);

/**
 * Serves the renderer's web build: files as they are, cached by core's rule, and for a missing path
 * core's decision: index.html for a client route (deep links like /simulator/3 load the app), 404
 * for a file. With `transform`, index.html is read and changed per request (it is never cached for long).
 */
export function webBuild(distDir: string, transform?: IndexHtmlTransform): Router {
  const indexFile = path.join(distDir, 'index.html');
  const homeFile = path.join(distDir, HOME_PAGE_FILE);
  const router = express.Router();
  // A build without home's page (an older one, a test's) serves index.html for home as well.
  const pageFile = async (pathname: string) =>
    pathname === '/' && (await access(homeFile).then(() => true, () => false)) ? homeFile : indexFile;

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', buildCacheControl(urlPathOf(distDir, filePath))),
    }),
  );

  router.get('/{*path}', async (req, res, next) => {
    // A stale page asking for an old build's file: an HTML answer would only confuse it.
    if (classifyBuildPath(req.path) === 'file') return void res.status(404).type('text/plain').send('Not found.');
    const file = await pageFile(req.path);
    if (transform) {
      const html = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      if (html === undefined) return void missingBuild(res, distDir);
      res.set('Cache-Control', REVALIDATE_CACHE_CONTROL).type('html').send(await transform(req, html));
      return;
    }
    res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE_CACHE_CONTROL } }, (err) => {
      if (!err) return;
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return next(err);
      missingBuild(res, distDir);
    });
  });

  return router;
}
