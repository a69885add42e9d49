import { CSP_DIRECTIVES } from '@rsd/core';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Pool } from 'pg';
import { pinoHttp } from 'pino-http';
import type { ChangeSource } from './db/change-feed';
import { createJobsService } from './features/jobs/jobs.service';
import { jobsRouter } from './features/jobs/jobs.routes';
import { createSimulatorsService } from './features/simulators/simulators.service';
import { simulatorsRouter } from './features/simulators/simulators.routes';
import { createSyncService } from './features/sync/sync.service';
import { syncRouter } from './features/sync/sync.routes';
import { createTechnologiesService } from './features/technologies/technologies.service';
import { technologiesRouter } from './features/technologies/technologies.routes';
import { apiNotFound, errorHandler } from './http/error-handler';
import { notFound } from './http/http-error';
import { requestLogOptions } from './http/request-log';
import { jsonBody } from './http/json-body';
import { webBuild } from './http/web-build';
import type { Logger } from './logger';

export interface AppDeps {
  pool: Pool;
  /** LISTEN connection that tells in-memory caches about writes from any process. */
  changes: ChangeSource;
  logger: Logger;
  /** The renderer's web build, served with an SPA fallback. */
  webDistDir: string;
}

export function createApp({ pool, changes, logger, webDistDir }: AppDeps): Express {
  const app = express();

  app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } }));
  app.use(pinoHttp({ logger, ...requestLogOptions }));
  app.use(compression());

  const api = express.Router();
  api.use(jsonBody());
  api.use('/simulators', simulatorsRouter(createSimulatorsService(pool, changes)));
  api.use('/jobs', jobsRouter(createJobsService(pool)));
  api.use('/technologies', technologiesRouter(createTechnologiesService(pool)));
  api.use('/sync', syncRouter(createSyncService(pool)));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webBuild(webDistDir));
  app.use((req, _res, next) => next(notFound(`Nothing at ${req.method} ${req.path}.`)));
  app.use(errorHandler);
  return app;
}
