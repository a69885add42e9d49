import { createRequire } from 'node:module';
import path from 'node:path';
import { openApiDocument } from '@rsd/core';
import express, { type Router } from 'express';
// Imported, not read at run time: the compiled server (out/server) has the version built in, with no path to resolve.
import serverPackage from '../../../package.json' with { type: 'json' };
import { etagMatches, strongEtag } from '../../http/etag';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { API_DOCS_HTML, API_DOCS_INIT_SCRIPT, API_DOCS_PATH, OPENAPI_PATH } from './api-docs-page';

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/**
 * The only files of swagger-ui-dist the page loads: the package also holds a stock index.html pointing at a
 * demo API, its README, package.json and megabytes of source maps, none of which is ours to publish.
 */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'];

/**
 * `/api/openapi.json`, the document generated from core's contract (built once: the contract is code), and
 * `/api/docs`, Swagger UI reading it. The page loads only same-origin script files, so it runs under the
 * project's CSP as it is, without an inline-script exception.
 */
export function apiDocsRoutes(): Router {
  const json = JSON.stringify(openApiDocument({ version: serverPackage.version, sessionCookie: SESSION_COOKIE }));
  const etag = strongEtag(json);
  const router = express.Router();

  router.get(OPENAPI_PATH, (req, res) => {
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
    if (etagMatches(req.get('If-None-Match'), etag)) return void res.status(304).end();
    res.type('application/json').send(json);
  });
  router.get(API_DOCS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(API_DOCS_HTML);
  });
  router.get(`${API_DOCS_PATH}/init.js`, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(API_DOCS_INIT_SCRIPT);
  });
  for (const file of SWAGGER_UI_FILES) {
    router.get(`${API_DOCS_PATH}/${file}`, (_req, res, next) => {
      res.set('Cache-Control', 'no-cache').sendFile(path.join(swaggerUiDir, file), (err) => {
        if (err) next(err);
      });
    });
  }
  return router;
}
