import path from 'node:path';
import express, { type Router } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the renderer's web build: files as they are (hashed files under /assets/ cached for a year),
 * and index.html for every other GET, so deep links like /simulator/3 load the app.
 */
export function webBuild(distDir: string): Router {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const indexFile = path.join(distDir, 'index.html');
  const router = express.Router();

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
    }),
  );

  // A missing hashed file is a stale page asking for an old build: an HTML answer would only confuse it.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found.');
  });

  router.get('/{*path}', (_req, res, next) => {
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (!err) return;
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return next(err);
      res
        .status(503)
        .type('text/plain')
        .send(`The web build is missing: no index.html in ${distDir}. Run \`npm run build:web\` (or \`npm start\`) first.`);
    });
  });

  return router;
}
