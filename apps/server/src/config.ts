import { isIP } from 'node:net';
import path from 'node:path';
import { Username } from '@rsd/core';
import { z } from 'zod';
import { isCronSchedule, SCHEDULE_OFF } from './background/schedule';
import {
  DEFAULT_HARVEST_HOSTS,
  HARVEST_HOSTS_MESSAGE,
  parseHarvestHosts,
  withTokens,
  type HarvestHost,
} from './features/harvest/harvest-hosts';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type ConnectionTimeouts } from './http/listen';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './http/rate-limit-rules';
import { LOG_LEVELS, type LogLevel } from './logger';

/**
 * The repository root, so defaults do not depend on where `npm start` was launched from: three folders above
 * apps/server/src when run as TypeScript (tsx, tests), two above out/server when compiled (scripts/build-server.mjs).
 */
const REPO_ROOT = path.resolve(import.meta.dirname, import.meta.filename.endsWith('.ts') ? '../../..' : '../..');

/** Unset and empty mean the same: the default applies. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const port = (what: string, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: `${what} must be an integer from 0 to 65535.` })
      .int(`${what} must be an integer from 0 to 65535.`)
      .min(0, `${what} must be an integer from 0 to 65535.`)
      .max(65535, `${what} must be an integer from 0 to 65535.`)
      .default(fallback),
  );

/** A port for something that is off unless set. */
const optionalPort = (what: string) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: `${what} must be an integer from 0 to 65535, or unset.` })
      .int(`${what} must be an integer from 0 to 65535, or unset.`)
      .min(0, `${what} must be an integer from 0 to 65535, or unset.`)
      .max(65535, `${what} must be an integer from 0 to 65535, or unset.`)
      .optional(),
  );

const positiveInt = (what: string, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: `${what} must be a whole number, at least 1.` })
      .int(`${what} must be a whole number, at least 1.`)
      .min(1, `${what} must be a whole number, at least 1.`)
      .default(fallback),
  );

/** What Express accepts for `trust proxy` and config can say: off, all hops, a hop count, or trusted addresses. */
export type TrustProxy = boolean | number | string[];

/** The named ranges Express's `trust proxy` knows besides addresses and subnets. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isTrustedProxyEntry = (entry: string): boolean => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal.';

/** Off unless set: without a proxy in front, X-Forwarded-For is whatever the client wrote. */
const TrustProxyEnv = z.preprocess(
  blankAsUnset,
  z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every(isTrustedProxyEntry)) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
);

/** The sender of subscription mails unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Reservoir Simulation Directory <no-reply@localhost>';

const PUBLIC_ORIGIN_MESSAGE =
  'PUBLIC_ORIGIN must be the http(s) origin the public reaches the site at, e.g. https://directory.example.org (no path, query or fragment).';

/** An http(s) URL with nothing after its host and port, read as its origin (no trailing slash). */
const PublicOriginEnv = z.preprocess(
  blankAsUnset,
  z
    .string()
    .transform((value, ctx): string => {
      const url = URL.parse(value.trim());
      const bare =
        url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      if (bare && (url.protocol === 'http:' || url.protocol === 'https:')) return url.origin;
      ctx.addIssue({ code: 'custom', message: PUBLIC_ORIGIN_MESSAGE });
      return z.NEVER;
    })
    .optional(),
);

const HARVEST_SCHEDULE_MESSAGE = `HARVEST_SCHEDULE must be a cron expression of five fields, read in UTC (e.g. 0 3 * * * for 03:00 every day), or ${SCHEDULE_OFF}.`;

/** The harvest's cron expression, or undefined for off. */
const HarvestScheduleEnv = z.preprocess(
  blankAsUnset,
  z
    .string()
    .default('0 3 * * *')
    .transform((value, ctx): string | undefined => {
      const text = value.trim().replace(/\s+/g, ' ');
      if (text.toLowerCase() === SCHEDULE_OFF) return undefined;
      if (isCronSchedule(text)) return text;
      ctx.addIssue({ code: 'custom', message: HARVEST_SCHEDULE_MESSAGE });
      return z.NEVER;
    }),
);

const DIGEST_SCHEDULE_MESSAGE = `DIGEST_SCHEDULE must be a cron expression of five fields, read in UTC (e.g. 0 7 * * 1 for 07:00 every Monday), or ${SCHEDULE_OFF}.`;

/** The digest's cron expression, or undefined for off; weekly unless set. */
const DigestScheduleEnv = z.preprocess(
  blankAsUnset,
  z
    .string()
    .default('0 7 * * 1')
    .transform((value, ctx): string | undefined => {
      const text = value.trim().replace(/\s+/g, ' ');
      if (text.toLowerCase() === SCHEDULE_OFF) return undefined;
      if (isCronSchedule(text)) return text;
      ctx.addIssue({ code: 'custom', message: DIGEST_SCHEDULE_MESSAGE });
      return z.NEVER;
    }),
);

const HarvestHostsEnv = z.preprocess(
  blankAsUnset,
  z
    .string()
    .default(DEFAULT_HARVEST_HOSTS)
    .transform((value, ctx): HarvestHost[] => {
      const hosts = parseHarvestHosts(value);
      if (hosts) return hosts;
      ctx.addIssue({ code: 'custom', message: HARVEST_HOSTS_MESSAGE });
      return z.NEVER;
    }),
);

/** An address a listener binds: an IP, so a typo fails at start rather than as a failed listen. */
const listenAddress = (name: string) =>
  z.string().refine((host) => isIP(host) !== 0, {
    message: `${name} must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (all interfaces).`,
  });

const Env = z
  .object({
    PORT: port('PORT', 3000),
    /** Loopback by default: a first `npm start` on a laptop is not offered to the whole network. */
    HOST: z.preprocess(blankAsUnset, listenAddress('HOST').default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// connection URL.')
        .optional(),
    ),
    /** Set by the Dockerfile: a container's files go with it, so its database must be DATABASE_URL's, never the embedded one. */
    RSD_CONTAINER: z.preprocess(
      blankAsUnset,
      z
        .enum(['1', '0', 'true', 'false'], { message: 'RSD_CONTAINER must be 1 or 0 (true or false).' })
        .optional()
        .transform((value) => value === '1' || value === 'true'),
    ),
    DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
    /** Port of the embedded PostgreSQL (only without DATABASE_URL); 0 picks a free one. */
    EMBEDDED_PG_PORT: port('EMBEDDED_PG_PORT', 5433),
    NODE_ENV: z.preprocess(
      blankAsUnset,
      z
        .enum(['development', 'production', 'test'], {
          message: 'NODE_ENV must be one of development, production, test.',
        })
        .default('development'),
    ),
    LOG_LEVEL: z.preprocess(
      blankAsUnset,
      z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` }).default('info'),
    ),
    WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string().optional()),
    SYNC_TOMBSTONE_HORIZON_DAYS: z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ message: 'SYNC_TOMBSTONE_HORIZON_DAYS must be a whole number of days, at least 1.' })
        .int('SYNC_TOMBSTONE_HORIZON_DAYS must be a whole number of days, at least 1.')
        .min(1, 'SYNC_TOMBSTONE_HORIZON_DAYS must be a whole number of days, at least 1.')
        .default(90),
    ),
    TRUST_PROXY: TrustProxyEnv,
    PUBLIC_ORIGIN: PublicOriginEnv,
    PUBLIC_WRITE_RATE_LIMIT: positiveInt('PUBLIC_WRITE_RATE_LIMIT', DEFAULT_RATE_LIMITS.publicWrite.limit),
    PUBLIC_WRITE_RATE_WINDOW_SECONDS: positiveInt('PUBLIC_WRITE_RATE_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.publicWrite.windowSeconds),
    LOGIN_RATE_LIMIT: positiveInt('LOGIN_RATE_LIMIT', DEFAULT_RATE_LIMITS.loginUsername.limit),
    LOGIN_RATE_WINDOW_SECONDS: positiveInt('LOGIN_RATE_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.loginUsername.windowSeconds),
    // The admin API's rule, so the first administrator's name is one the API would accept (no look-alikes).
    ADMIN_USERNAME: z.preprocess(blankAsUnset, Username.optional()),
    ADMIN_PASSWORD: z.preprocess(blankAsUnset, z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters.').optional()),
    ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email('ADMIN_EMAIL must be an e-mail address.').optional()),
    /** Unset: no metrics endpoint; set, Prometheus metrics on a port of their own, never on PORT. */
    METRICS_PORT: optionalPort('METRICS_PORT'),
    /** Unset, HOST: a server that listens on every interface can still keep its metrics on loopback or a private one. */
    METRICS_HOST: z.preprocess(blankAsUnset, listenAddress('METRICS_HOST').optional()),
    SHUTDOWN_TIMEOUT_MS: positiveInt('SHUTDOWN_TIMEOUT_MS', 10_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt('KEEP_ALIVE_TIMEOUT_MS', KEEP_ALIVE_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: positiveInt('HEADERS_TIMEOUT_MS', HEADERS_TIMEOUT_MS),
    HARVEST_SCHEDULE: HarvestScheduleEnv,
    HARVEST_HOSTS: HarvestHostsEnv,
    HARVEST_BATCH: positiveInt('HARVEST_BATCH', 10),
    GITHUB_TOKEN: z.preprocess(blankAsUnset, z.string().trim().optional()),
    GITLAB_TOKEN: z.preprocess(blankAsUnset, z.string().trim().optional()),
    SMTP_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .trim()
        .refine((value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? ''), {
          message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.org:465.',
        })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(blankAsUnset, z.string().trim().default(DEFAULT_MAIL_FROM)),
    DIGEST_SCHEDULE: DigestScheduleEnv,
    /** An address whose mail unsubscribes its sender, offered in List-Unsubscribe beside the https link. */
    LIST_UNSUBSCRIBE_MAILTO: z.preprocess(
      blankAsUnset,
      z.email('LIST_UNSUBSCRIBE_MAILTO must be an e-mail address, e.g. unsubscribe@example.org.').optional(),
    ),
  })
  .refine((env) => (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together.',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.RSD_CONTAINER || env.DATABASE_URL !== undefined, {
    message:
      'DATABASE_URL must be set in a container (RSD_CONTAINER): the embedded PostgreSQL is for a laptop, its data would go with the container.',
    path: ['DATABASE_URL'],
  })
  // Mail links are built on PUBLIC_ORIGIN: from the request's Host header, a forged header would point them elsewhere.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL === undefined || env.PUBLIC_ORIGIN !== undefined, {
    message: 'PUBLIC_ORIGIN must be set in production when SMTP_URL is: the links in mails are built on it.',
    path: ['PUBLIC_ORIGIN'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
    message: 'METRICS_PORT must differ from PORT: the metrics are never served on the public port.',
    path: ['METRICS_PORT'],
  })
  // Node refuses a headers timeout longer than the whole request's. The keep-alive timeout is free of both: the headers
  // timer starts at a request's first byte, not while the connection idles (http/listen.test.ts shows it).
  .refine((env) => env.HEADERS_TIMEOUT_MS <= REQUEST_TIMEOUT_MS, {
    message: `HEADERS_TIMEOUT_MS must be at most ${REQUEST_TIMEOUT_MS}, the time a whole request may take.`,
    path: ['HEADERS_TIMEOUT_MS'],
  });

export interface Config {
  port: number;
  /** The address the HTTP server binds to. */
  host: string;
  databaseUrl: string | undefined;
  /** Absolute; the embedded database lives in `<dataDir>/postgres`. */
  dataDir: string;
  embeddedPgPort: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Absolute path of the renderer's web build (index.html + assets/). */
  webDistDir: string;
  admin: { username: string; password: string; email: string } | undefined;
  /** Deletions are kept this long for sync clients; a client away longer resyncs from zero. */
  syncTombstoneHorizonDays: number;
  /** Express's `trust proxy`: which proxies may tell the client's address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  /**
   * PUBLIC_ORIGIN: the origin of absolute links in feeds, the sitemap, robots.txt and link previews. Unset, the
   * request's own (its Host header), which a client chooses: fine in development, not where answers are cached.
   */
  publicOrigin: string | undefined;
  /** Requests per window and client for each limit the contract declares, and failed sign-ins per username and address. */
  rateLimits: RateLimitRules;
  /** METRICS_PORT: where GET /metrics is served; undefined, nowhere. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the address the metrics listener binds (HOST unless set). */
  metricsHost: string;
  /** How long requests in flight get to finish after SIGTERM before their connections are cut. */
  shutdownTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS and HEADERS_TIMEOUT_MS: fitted to the proxy in front (see the README). */
  connectionTimeouts: ConnectionTimeouts;
  harvest: HarvestConfig;
  /** SMTP_URL (undefined: mails are logged in development, refused in production) and MAIL_FROM. */
  mail: { smtpUrl: string | undefined; from: string };
  digest: DigestConfig;
}

/** The subscription digest's settings (see the README). */
export interface DigestConfig {
  /** DIGEST_SCHEDULE: when the digest goes out (cron, UTC); undefined when off (`npm run admin -- send-digest` still works). */
  schedule: string | undefined;
  /** LIST_UNSUBSCRIBE_MAILTO: the mailto offered in List-Unsubscribe, if any. */
  unsubscribeMailto: string | undefined;
}

/** The repository harvester's settings (see the README). */
export interface HarvestConfig {
  /** HARVEST_SCHEDULE: when the background job runs a batch (cron, UTC); undefined when off. */
  schedule: string | undefined;
  /** HARVEST_HOSTS, each with its token (GITHUB_TOKEN, GITLAB_TOKEN) when it has one. */
  hosts: HarvestHost[];
  /** HARVEST_BATCH: the most tools one run asks a host about. */
  batch: number;
}

/** Never echoed back in an error message: they may hold passwords. */
const SECRET_KEYS = new Set(['DATABASE_URL', 'ADMIN_PASSWORD', 'GITHUB_TOKEN', 'GITLAB_TOKEN', 'SMTP_URL']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once at start. Relative DATA_DIR and WEB_DIST_DIR resolve against `cwd`;
 * the WEB_DIST_DIR default is `<repo>/out/web` wherever the process was started.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = issue.path.map(String).join('.') || 'environment';
      const got = typeof env[key] === 'string' && !SECRET_KEYS.has(key) ? ` (got "${env[key]}")` : '';
      return `  ${key}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'out', 'web'),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL ?? '' }
        : undefined,
    syncTombstoneHorizonDays: e.SYNC_TOMBSTONE_HORIZON_DAYS,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN,
    rateLimits: {
      publicWrite: { limit: e.PUBLIC_WRITE_RATE_LIMIT, windowSeconds: e.PUBLIC_WRITE_RATE_WINDOW_SECONDS },
      loginUsername: { limit: e.LOGIN_RATE_LIMIT, windowSeconds: e.LOGIN_RATE_WINDOW_SECONDS },
      loginAddress: { limit: e.LOGIN_RATE_LIMIT, windowSeconds: e.LOGIN_RATE_WINDOW_SECONDS },
    },
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST ?? e.HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    connectionTimeouts: { keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs: e.HEADERS_TIMEOUT_MS },
    harvest: {
      schedule: e.HARVEST_SCHEDULE,
      hosts: withTokens(e.HARVEST_HOSTS, { github: e.GITHUB_TOKEN, gitlab: e.GITLAB_TOKEN }),
      batch: e.HARVEST_BATCH,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    digest: { schedule: e.DIGEST_SCHEDULE, unsubscribeMailto: e.LIST_UNSUBSCRIBE_MAILTO },
  };
}
