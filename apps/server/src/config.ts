import { isIP } from 'node:net';
import path from 'node:path';
import { Username } from '@rsd/core';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './http/rate-limit-rules';
import { LOG_LEVELS, type LogLevel } from './logger';

/** The repository root, so defaults do not depend on where `npm start` was launched from. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

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

const Env = z
  .object({
    PORT: port('PORT', 3000),
    /** Loopback by default: a first `npm start` on a laptop is not offered to the whole network. */
    HOST: z.preprocess(
      blankAsUnset,
      z
        .string()
        .refine((host) => isIP(host) !== 0, {
          message: 'HOST must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (all interfaces).',
        })
        .default('127.0.0.1'),
    ),
    DATABASE_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// connection URL.')
        .optional(),
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
  })
  .refine((env) => (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together.',
    path: ['ADMIN_PASSWORD'],
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
}

/** Never echoed back in an error message: they may hold passwords. */
const SECRET_KEYS = new Set(['DATABASE_URL', 'ADMIN_PASSWORD']);

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
  };
}
