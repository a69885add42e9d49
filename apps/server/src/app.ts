import { CSP_DIRECTIVES, SUBSCRIPTION_LINK_ENDPOINTS } from '@rsd/core';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Pool } from 'pg';
import { pinoHttp } from 'pino-http';
import type { TrustProxy } from './config';
import type { ChangeSource } from './db/change-feed';
import { loadMigrations } from './db/migrate';
import { highestVersion } from './db/schema-version';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { createJobsService } from './features/jobs/jobs.service';
import { simulatorsRoutes } from './features/simulators/simulators.routes';
import { createSimulatorsService } from './features/simulators/simulators.service';
import { oneClickLinkPage, subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './features/subscriptions/subscriptions.service';
import { adminSummaryRoutes } from './features/admin-summary/admin-summary.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService, type Clock } from './features/auth/auth.service';
import { createLoginThrottle } from './features/auth/login-throttle';
import { secureCookiesFor, sessionToken } from './features/auth/session-cookie';
import { errorReportsRoutes } from './features/error-reports/error-reports.routes';
import { harvestRoutes } from './features/harvest/harvest.routes';
import { createHarvestService } from './features/harvest/harvest.service';
import { createErrorReportsService } from './features/error-reports/error-reports.service';
import { toolSubmissionsRoutes } from './features/tool-submissions/tool-submissions.routes';
import { createToolSubmissionsService } from './features/tool-submissions/tool-submissions.service';
import { usersRoutes } from './features/users/users.routes';
import { subscribersRoutes } from './features/subscribers/subscribers.routes';
import { createSubscribersService } from './features/subscribers/subscribers.service';
import { createUsersService } from './features/users/users.service';
import { syncRoutes } from './features/sync/sync.routes';
import { keepListings } from './features/sync/listings-keeper';
import { sharedListingsAnswers } from './features/sync/shared-listings-answers';
import { ListingsAnswerCache, prepareListingsAnswer } from './features/sync/sync-listings-answer';
import { createSyncService } from './features/sync/sync.service';
import { capabilitiesRoutes } from './features/capabilities/capabilities.routes';
import { technologiesRoutes } from './features/technologies/technologies.routes';
import { createTechnologiesService } from './features/technologies/technologies.service';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { OPENAPI_PATH } from './features/api-docs/api-docs-page';
import { createDiscoveryService } from './features/discovery/discovery.service';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { pagePreviewFor } from './features/discovery/link-preview';
import { withHead } from './features/discovery/page-head';
import { FEED_ATOM_PATH, FEED_JSON_PATH } from './features/discovery/site-paths';
import { mountContract } from './http/contract';
import { publicReadPaths, publicReads } from './http/public-reads';
import { createIdempotency } from './http/idempotency';
import { createRateLimiter } from './http/rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './http/rate-limit-rules';
import { apiNotFound, errorHandler } from './http/error-handler';
import { notFound } from './http/http-error';
import { requestLogOptions } from './http/request-log';
import { drawnOrAsBuilt, type RenderSimulatorPage } from './http/server-render';
import { sameOriginWrites } from './http/same-origin';
import { webBuild } from './http/web-build';
import type { Logger } from './logger';
import { logMailer, type Mailer } from './mail/mailer';
import { Draining } from './operations/draining';
import { healthRoutes } from './operations/health';
import { measureRequests, routeLabel, WEB_BUILD_ROUTE } from './operations/http-metrics';
import { createMetrics, type Metrics } from './operations/metrics';
import { METRICS_PATH } from './operations/metrics-server';
import { createReadinessCheck } from './operations/readiness';
import { countVisitorWrites } from './operations/visitor-write-metrics';

export interface AppDeps {
  pool: Pool;
  /** LISTEN connection that tells in-memory caches about writes from any process. */
  changes: ChangeSource;
  logger: Logger;
  /** The renderer's web build, served with an SPA fallback. */
  webDistDir: string;
  /** The web build's server render bundle (http/server-render.ts): simulator pages are sent drawn; without it, as the build has them. */
  renderSimulatorPage?: RenderSimulatorPage;
  /** SYNC_TOMBSTONE_HORIZON_DAYS; the sync service's default when absent. */
  syncTombstoneHorizonDays?: number;
  /** Check every JSON answer against the contract's response schema (tests and development). */
  checkResponses?: boolean;
  /** Session times are read from it; tests move it to see a session expire. */
  clock?: Clock;
  /** The numbers of the rate limits; DEFAULT_RATE_LIMITS for any absent. */
  rateLimits?: Partial<RateLimitRules>;
  /** Express's `trust proxy` (TRUST_PROXY): which hops may tell the client's address; false when absent. */
  trustProxy?: TrustProxy;
  /** PUBLIC_ORIGIN: the origin of absolute links in feeds, sitemap and previews; the request's when absent. */
  publicOrigin?: string;
  /** What the app counts and times; a registry of its own, without process metrics, when absent. */
  metrics?: Metrics;
  /** Turned on at shutdown (main.ts): /readyz answers 503 from then; never on when absent. */
  draining?: Draining;
  /** The schema version /readyz requires: the highest of this build's migration files unless said. */
  expectedSchemaVersion?: number;
  /** Where subscription mails go (SMTP_URL); without one, each mail is written to `logger`. */
  mailer?: Mailer;
  /**
   * Keep simulator_listings current after each write (features/sync/listings-keeper.ts); on when absent. Off in tests
   * that count the app's queries or sessions, where the keeper's own transactions would be counted with the request's.
   */
  listingsKeeper?: boolean;
}

export function createApp({
  pool,
  changes,
  logger,
  webDistDir,
  renderSimulatorPage,
  syncTombstoneHorizonDays,
  checkResponses = false,
  clock = () => new Date(),
  rateLimits = {},
  trustProxy = false,
  publicOrigin,
  metrics = createMetrics(pool),
  draining = new Draining(),
  expectedSchemaVersion = highestVersion(loadMigrations()),
  mailer = logMailer('directory@localhost', logger),
  listingsKeeper = true,
}: AppDeps): Express {
  const app = express();
  // req.ip, which rate limits count by, is the socket's peer unless a trusted proxy says otherwise.
  app.set('trust proxy', trustProxy);

  app.use(measureRequests(metrics.httpRequestDuration));
  app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } }));
  app.use(pinoHttp({ logger, ...requestLogOptions }));
  // Probes first: no rate limit, same-origin check or SPA fallback stands between a load balancer and the answer.
  app.use(healthRoutes(createReadinessCheck({ pool, draining, expectedSchemaVersion, logger })));
  // Metrics are served on METRICS_PORT only; here the path would otherwise get the SPA's page.
  app.all(METRICS_PATH, (req, _res, next) => next(notFound(`Nothing at ${req.method} ${req.path}.`)));
  app.use(compression());

  // Every endpoint comes from core's contract table; the handlers object must name each one.
  const api = express.Router();
  api.use(countVisitorWrites(metrics.visitorWrites));
  api.use(publicReads(publicReadPaths([OPENAPI_PATH, FEED_ATOM_PATH, FEED_JSON_PATH])));
  // RFC 8058: mailbox providers post the one-click unsubscription from their own servers, with no Origin of ours.
  api.use(
    '/api',
    sameOriginWrites(publicOrigin === undefined ? [] : [publicOrigin], [SUBSCRIPTION_LINK_ENDPOINTS.unsubscribeOneClick.path]),
  );
  api.use(apiDocsRoutes());
  const rateLimiter = createRateLimiter(pool, { ...DEFAULT_RATE_LIMITS, ...rateLimits });
  const auth = createAuthService(pool, clock, createLoginThrottle(rateLimiter));
  oneClickLinkPage(api);
  // The listings a first visit reads are stored after each write, and their answer built, not by the request that follows it.
  const sync = createSyncService(pool, { tombstoneHorizonDays: syncTombstoneHorizonDays });
  const listingsAnswers = new ListingsAnswerCache(sharedListingsAnswers(pool));
  if (listingsKeeper) keepListings(pool, changes, logger, { whenCurrent: () => prepareListingsAnswer(sync, listingsAnswers) });
  mountContract(
    api,
    {
      ...simulatorsRoutes(createSimulatorsService(pool, changes)),
      ...jobsRoutes(createJobsService(pool)),
      ...technologiesRoutes(createTechnologiesService(pool)),
      ...capabilitiesRoutes(),
      ...syncRoutes(sync, metrics, listingsAnswers),
      ...authRoutes(auth, secureCookiesFor(publicOrigin), metrics),
      ...auditRoutes(pool),
      ...adminSummaryRoutes(pool),
      ...usersRoutes(createUsersService(pool)),
      ...subscribersRoutes(createSubscribersService(pool)),
      ...subscriptionsRoutes(createSubscriptionsService(pool, mailer, clock, logger), publicOrigin),
      ...toolSubmissionsRoutes(createToolSubmissionsService(pool)),
      ...errorReportsRoutes(createErrorReportsService(pool)),
      ...harvestRoutes(createHarvestService(pool)),
    },
    {
      pool,
      idempotency: createIdempotency(pool),
      rateLimiter,
      checkResponses,
      authenticate: (req) => auth.userOf(sessionToken(req)),
    },
  );
  api.use('/api', apiNotFound);
  app.use(api);

  const discovery = createDiscoveryService(pool);
  app.use(discoveryRoutes(discovery, publicOrigin));
  const pagePreview = pagePreviewFor(discovery, publicOrigin);
  app.use(
    routeLabel(WEB_BUILD_ROUTE),
    webBuild(webDistDir, async (req, html) => {
      // The app itself must load while the database is down: then the page goes without its facts.
      const { head, simulator } = await pagePreview(req).catch((err: unknown) => {
        req.log.warn({ err }, 'page head without the row facts');
        return { head: { tags: [] }, simulator: undefined };
      });
      return withHead(simulator && renderSimulatorPage ? drawnOrAsBuilt(req, html, simulator, renderSimulatorPage) : html, head);
    }),
  );
  app.use((req, _res, next) => next(notFound(`Nothing at ${req.method} ${req.path}.`)));
  app.use(errorHandler);
  return app;
}
