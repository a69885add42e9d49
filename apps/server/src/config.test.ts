import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const refusedSmtpUrl = () => loadConfig({ SMTP_URL: 'http://u:secret@mail.example.org' });
const loadManyInvalid = () => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/app/data',
      embeddedPgPort: 5433,
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'out', 'web'),
      admin: undefined,
      syncTombstoneHorizonDays: 90,
      trustProxy: false,
      publicOrigin: undefined,
      rateLimits: {
        publicWrite: { limit: 30, windowSeconds: 60 },
        loginUsername: { limit: 5, windowSeconds: 900 },
        loginAddress: { limit: 5, windowSeconds: 900 },
      },
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      shutdownTimeoutMs: 10_000,
      connectionTimeouts: { keepAliveTimeoutMs: 5_000, headersTimeoutMs: 10_000 },
      harvest: {
        schedule: '0 3 * * *',
        hosts: [
          { host: 'github.com', apiBase: 'https://api.github.com', kind: 'github' },
          { host: 'gitlab.com', apiBase: 'https://gitlab.com/api/v4', kind: 'gitlab' },
        ],
        batch: 10,
      },
      mail: { smtpUrl: undefined, from: 'Reservoir Simulation Directory <no-reply@localhost>' },
      digest: { schedule: '0 7 * * 1', unsubscribeMailto: undefined },
    });
  });

  it('reads every variable, resolving relative folders against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db:5432/rsd',
        DATA_DIR: 'state',
        EMBEDDED_PG_PORT: '0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '../web',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'correct horse',
        ADMIN_EMAIL: 'admin@example.org',
        SYNC_TOMBSTONE_HORIZON_DAYS: '30',
        TRUST_PROXY: '1',
        PUBLIC_ORIGIN: 'https://directory.example.org/',
        PUBLIC_WRITE_RATE_LIMIT: '10',
        PUBLIC_WRITE_RATE_WINDOW_SECONDS: '120',
        LOGIN_RATE_LIMIT: '3',
        LOGIN_RATE_WINDOW_SECONDS: '600',
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        SHUTDOWN_TIMEOUT_MS: '25000',
        KEEP_ALIVE_TIMEOUT_MS: '20000',
        HEADERS_TIMEOUT_MS: '21000',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/rsd',
      dataDir: '/srv/app/state',
      embeddedPgPort: 0,
      nodeEnv: 'production',
      logLevel: 'warn',
      webDistDir: '/srv/web',
      admin: { username: 'admin', password: 'correct horse', email: 'admin@example.org' },
      syncTombstoneHorizonDays: 30,
      trustProxy: 1,
      publicOrigin: 'https://directory.example.org',
      rateLimits: {
        publicWrite: { limit: 10, windowSeconds: 120 },
        loginUsername: { limit: 3, windowSeconds: 600 },
        loginAddress: { limit: 3, windowSeconds: 600 },
      },
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      shutdownTimeoutMs: 25_000,
      connectionTimeouts: { keepAliveTimeoutMs: 20_000, headersTimeoutMs: 21_000 },
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['0', 0],
    ['2', 2],
    ['loopback', ['loopback']],
    [' 10.0.0.0/8, uniquelocal ,::1 ', ['10.0.0.0/8', 'uniquelocal', '::1']],
    ['fd00::/8,192.168.1.5', ['fd00::/8', '192.168.1.5']],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([['yes'], ['10.0.0.0/33'], ['loopback,proxy.example.org'], ['1.5'], ['10.0.0.1/8/8']])('rejects TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY must be false, true, a number of proxy hops');
  });

  it.each([
    ['https://directory.example.org', 'https://directory.example.org'],
    [' http://localhost:3000/ ', 'http://localhost:3000'],
  ])('reads PUBLIC_ORIGIN=%s as its origin', (value, origin) => {
    expect(loadConfig({ PUBLIC_ORIGIN: value }).publicOrigin).toBe(origin);
  });

  it.each([
    ['directory.example.org'],
    ['ftp://directory.example.org'],
    ['https://directory.example.org/app'],
    ['https://x.org/?q=1'],
    ['https://u:p@x.org'],
  ])('rejects PUBLIC_ORIGIN=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow('PUBLIC_ORIGIN must be the http(s) origin');
  });

  it('reads SMTP_URL and MAIL_FROM, and never echoes a refused SMTP_URL (it may hold a password)', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Updates <u@example.org>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      from: 'Updates <u@example.org>',
    });
    expect(refusedSmtpUrl).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(refusedSmtpUrl).not.toThrow('secret');
  });

  it('refuses SMTP_URL in production without PUBLIC_ORIGIN, which mail links are built on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      'PUBLIC_ORIGIN must be set in production when SMTP_URL is',
    );
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example.org', PUBLIC_ORIGIN: 'https://x.org' }).mail.smtpUrl).toBe(
      'smtp://m.example.org',
    );
  });

  it.each([['PUBLIC_WRITE_RATE_LIMIT'], ['PUBLIC_WRITE_RATE_WINDOW_SECONDS']])('rejects %s below 1 or not whole', (key) => {
    for (const value of ['0', '2.5', 'many']) {
      expect(() => loadConfig({ [key]: value })).toThrow(`${key} must be a whole number, at least 1.`);
    }
  });

  it.each([['0'], ['1.5'], ['-3'], ['soon']])('rejects SYNC_TOMBSTONE_HORIZON_DAYS=%s', (value) => {
    expect(() => loadConfig({ SYNC_TOMBSTONE_HORIZON_DAYS: value })).toThrow(
      'SYNC_TOMBSTONE_HORIZON_DAYS must be a whole number of days, at least 1.',
    );
  });

  it.each([['SHUTDOWN_TIMEOUT_MS'], ['KEEP_ALIVE_TIMEOUT_MS'], ['HEADERS_TIMEOUT_MS']])('rejects %s below 1 or not whole', (key) => {
    for (const value of ['0', '2.5', 'soon']) {
      expect(() => loadConfig({ [key]: value })).toThrow(`${key} must be a whole number, at least 1.`);
    }
  });

  it('keeps HEADERS_TIMEOUT_MS within the request timeout, as Node needs, and lets KEEP_ALIVE_TIMEOUT_MS outlast a balancer', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '31000' })).toThrow(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: HEADERS_TIMEOUT_MS must be at most 30000, the time a whole request may take.',
    );
    // Past an AWS ALB's 60 s idle timeout, and longer than the headers timeout.
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '65000', HEADERS_TIMEOUT_MS: '30000' }).connectionTimeouts).toEqual({
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 30_000,
    });
  });

  it('binds the metrics where HOST binds unless METRICS_HOST says otherwise, and only to an IP address', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_HOST: '127.0.0.1' })).toMatchObject({ host: '0.0.0.0', metricsHost: '127.0.0.1' });
    expect(loadConfig({ HOST: '', METRICS_HOST: '' })).toMatchObject({ host: '127.0.0.1', metricsHost: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_HOST: 'localhost' })).toThrow(
      'METRICS_HOST: METRICS_HOST must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (all interfaces). (got "localhost")',
    );
  });

  it('reads METRICS_PORT as off when unset or empty, and never the public port', () => {
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '0', PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT: METRICS_PORT must differ from PORT: the metrics are never served on the public port.',
    );
    for (const value of ['-1', '70000', 'on']) {
      expect(() => loadConfig({ METRICS_PORT: value })).toThrow(
        `METRICS_PORT must be an integer from 0 to 65535, or unset. (got "${value}")`,
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it.each([['abc'], ['3000.5'], ['-1'], ['70000']])('rejects PORT=%s with a readable message', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: value })).toThrow(
      `Invalid configuration:\n  PORT: PORT must be an integer from 0 to 65535. (got "${value}")`,
    );
  });

  it.each([['127.0.0.1'], ['0.0.0.0'], ['::'], ['::1'], ['192.168.1.20']])('binds to HOST=%s', (host) => {
    expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it.each([['localhost:3000'], ['example.org'], ['256.1.1.1'], ['http://0.0.0.0']])('rejects HOST=%s with a readable message', (value) => {
    expect(() => loadConfig({ HOST: value })).toThrow(
      `Invalid configuration:\n  HOST: HOST must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (all interfaces). (got "${value}")`,
    );
  });

  it('lists every invalid variable at once', () => {
    expect(loadManyInvalid).toThrow(/PORT: PORT must be an integer/);
    expect(loadManyInvalid).toThrow(/DATABASE_URL: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL\./);
    expect(loadManyInvalid).toThrow(/LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent\./);
    expect(loadManyInvalid).toThrow(/NODE_ENV: NODE_ENV must be one of development, production, test\./);
  });

  it('requires ADMIN_USERNAME and ADMIN_PASSWORD together, and a long enough password', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin' })).toThrow('ADMIN_USERNAME and ADMIN_PASSWORD must be set together.');
    expect(() => loadConfig({ ADMIN_USERNAME: '\u0430dmin', ADMIN_PASSWORD: 'long enough password' })).toThrow(
      'ADMIN_USERNAME: Username must not mix letters of different scripts.',
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD must be at least 8 characters.');
  });

  it('refuses the embedded PostgreSQL in a container (RSD_CONTAINER, set by the Dockerfile), in one line', () => {
    const url = 'postgres://u:p@db:5432/rsd';
    for (const value of ['1', 'true']) {
      for (const unset of [{}, { DATABASE_URL: ' ' }]) {
        expect(() => loadConfig({ RSD_CONTAINER: value, ...unset })).toThrow(
          /^Invalid configuration:\n {2}DATABASE_URL: DATABASE_URL must be set in a container \(RSD_CONTAINER\): the embedded PostgreSQL is for a laptop[^\n]*$/,
        );
      }
      expect(loadConfig({ RSD_CONTAINER: value, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    for (const value of ['0', 'false', '']) expect(loadConfig({ RSD_CONTAINER: value }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ RSD_CONTAINER: 'yes', DATABASE_URL: url })).toThrow(
      'RSD_CONTAINER: RSD_CONTAINER must be 1 or 0 (true or false). (got "yes")',
    );
  });

  it('reads the harvester: a cron schedule or off, hosts with their kind, the batch, and each token for its own host only', () => {
    const config = loadConfig({
      HARVEST_SCHEDULE: ' 30  2 * * 1 ',
      HARVEST_HOSTS:
        'github.com=https://api.github.com, GitLab.com=https://gitlab.com/api/v4/ ,git.iws.uni-stuttgart.de=https://git.iws.uni-stuttgart.de/api/v4',
      HARVEST_BATCH: '25',
      GITHUB_TOKEN: 'ghp_x',
      GITLAB_TOKEN: 'glpat-y',
    });
    expect(config.harvest).toEqual({
      schedule: '30 2 * * 1',
      hosts: [
        { host: 'github.com', apiBase: 'https://api.github.com', kind: 'github', token: 'ghp_x' },
        { host: 'gitlab.com', apiBase: 'https://gitlab.com/api/v4', kind: 'gitlab', token: 'glpat-y' },
        { host: 'git.iws.uni-stuttgart.de', apiBase: 'https://git.iws.uni-stuttgart.de/api/v4', kind: 'gitlab' },
      ],
      batch: 25,
    });
    expect(loadConfig({ HARVEST_SCHEDULE: 'OFF' }).harvest.schedule).toBeUndefined();
  });

  it('reads the digest: weekly unless set, a cron schedule or off, and the List-Unsubscribe mailto', () => {
    expect(loadConfig({ DIGEST_SCHEDULE: ' 0  8 * * * ', LIST_UNSUBSCRIBE_MAILTO: 'leave@example.org' }).digest).toEqual({
      schedule: '0 8 * * *',
      unsubscribeMailto: 'leave@example.org',
    });
    expect(loadConfig({ DIGEST_SCHEDULE: 'off' }).digest.schedule).toBeUndefined();
  });

  it.each([
    ['DIGEST_SCHEDULE', 'weekly', 'DIGEST_SCHEDULE must be a cron expression of five fields'],
    ['LIST_UNSUBSCRIBE_MAILTO', 'nobody', 'LIST_UNSUBSCRIBE_MAILTO must be an e-mail address'],
    ['HARVEST_SCHEDULE', 'daily', 'HARVEST_SCHEDULE must be a cron expression of five fields'],
    ['HARVEST_SCHEDULE', '0 3 * *', 'HARVEST_SCHEDULE must be a cron expression of five fields'],
    ['HARVEST_HOSTS', 'github.com', 'HARVEST_HOSTS must be a comma-separated list of host=apiBase'],
    ['HARVEST_HOSTS', 'github.com=ftp://api.github.com', 'HARVEST_HOSTS must be a comma-separated list of host=apiBase'],
    ['HARVEST_HOSTS', 'https://github.com=https://api.github.com', 'HARVEST_HOSTS must be a comma-separated list of host=apiBase'],
    ['HARVEST_BATCH', '0', 'HARVEST_BATCH must be a whole number, at least 1.'],
  ])('rejects %s=%s', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });

  it('never echoes secrets in its message', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 's3cret' })).not.toThrow(/s3cret/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres//u:s3cret@db/x' })).not.toThrow(/s3cret/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres//u:s3cret@db/x' })).toThrow(/DATABASE_URL: DATABASE_URL must be/);
    expect(() => loadConfig({ GITHUB_TOKEN: 's3cret', HARVEST_BATCH: 'x' })).not.toThrow(/s3cret/);
  });
});
