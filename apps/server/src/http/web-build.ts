import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCacheControl, classifyBuildPath, REVALIDATE_CACHE_CONTROL, shellFilesFor } from '@rsd/core';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { precompressed } from './precompressed';

/** The file's path inside the build as a URL pathname, for core's cache rule. */
const urlPathOf = (distDir: string, filePath: string) => `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** index.html as this request should get it (a page's own head, for link previews and crawlers). */
export type IndexHtmlTransform = (req: Request, html: string) => Promise<string>;

const missingBuild = (res: Response, distDir: string) =>
  res
    .status(503)
    .type('text/plain')
    .send(`The web build is missing: no index.html in ${distDir}. Run \`npm run build:web\` (or \`npm start\`) first.`);

/**
 * Serves the renderer's web build: files as they are (or their precompressed copy), cached by core's rule, and for a missing path
 * core's decision: a page for a client route (home's own for `/`, index.html for deep links like
 * /simulator/3), 404 for a file. With `transform`, index.html is read and changed per request (it is never cached for long).
 */
export function webBuild(distDir: string, transform?: IndexHtmlTransform): Router {
  const router = express.Router();

  const setHeaders = (res: Response, filePath: string) => res.setHeader('Cache-Control', buildCacheControl(urlPathOf(distDir, filePath)));
  // The build's .br/.gz copies first (written at build time, at levels too slow for each request), then the files.
  router.use(precompressed(distDir, setHeaders));
  router.use(express.static(distDir, { index: false, setHeaders }));

  /** The route's first page the build has (home's own page, then index.html), or undefined with none. */
  const readPage = async (files: readonly string[]): Promise<string | undefined> => {
    for (const file of files) {
      const html = await readFile(path.join(distDir, file), 'utf8').catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
      if (html !== undefined) return html;
    }
    return undefined;
  };

  const sendPage = (res: Response, next: NextFunction, files: readonly string[]) => {
    const [file, ...rest] = files;
    if (file === undefined) return void missingBuild(res, distDir);
    res.sendFile(path.join(distDir, file), { cacheControl: false, headers: { 'Cache-Control': REVALIDATE_CACHE_CONTROL } }, (err) => {
      if (!err) return;
      if (!isMissing(err) || res.headersSent) return next(err);
      sendPage(res, next, rest);
    });
  };

  router.get('/{*path}', async (req, res, next) => {
    // A stale page asking for an old build's file: an HTML answer would only confuse it.
    if (classifyBuildPath(req.path) === 'file') return void res.status(404).type('text/plain').send('Not found.');
    const files = shellFilesFor(req.path);
    if (!transform) return sendPage(res, next, files);
    const html = await readPage(files);
    if (html === undefined) return void missingBuild(res, distDir);
    res
      .set('Cache-Control', REVALIDATE_CACHE_CONTROL)
      .type('html')
      .send(await transform(req, html));
  });

  return router;
}
