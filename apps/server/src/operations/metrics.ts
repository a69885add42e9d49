import { VISITOR_WRITES } from '@rsd/core';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a visitor write ended: stored (2xx), turned down (4xx but 429), over its rate limit (429), or a server failure (5xx). */
export const VISITOR_WRITE_OUTCOMES = ['accepted', 'refused', 'rate_limited', 'failed'] as const;
export type VisitorWriteOutcome = (typeof VISITOR_WRITE_OUTCOMES)[number];
export type VisitorWriteEndpoint = keyof typeof VISITOR_WRITES;

/** Why a sign-in failed: a wrong username or password (or an inactive account), or too many failures before it. */
export const SIGN_IN_FAILURE_REASONS = ['invalid_credentials', 'rate_limited'] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

export const SYNC_TABLES = ['simulators', 'technologies'] as const;
export const SYNC_CHANGES = ['upsert', 'delete'] as const;

/** The app's instruments, all in one registry of its own (several apps in one test process do not collide). */
export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  syncPagesServed: Counter;
  syncRowsServed: Counter<'table' | 'change'>;
  visitorWrites: Counter<'endpoint' | 'outcome'>;
  signInFailures: Counter<'reason'>;
}

export interface MetricsOptions {
  /**
   * prom-client's process and Node.js metrics (CPU, memory, event loop lag, GC). Only where they are scraped: each
   * registry that collects them keeps an event-loop monitor running.
   */
  processMetrics?: boolean;
}

/** The pool's clients, read from `pool` on each scrape (pg keeps the counts; nothing is updated per query). */
function poolGauges(pool: Pool): Gauge[] {
  // None, not prom-client's default (the global registry): the caller registers them in the app's own.
  const registers: Registry[] = [];
  return [
    new Gauge({
      name: 'rsd_db_pool_clients',
      help: 'Connections open in the database pool, idle or in use.',
      registers,
      collect() {
        this.set(pool.totalCount);
      },
    }),
    new Gauge({
      name: 'rsd_db_pool_idle_clients',
      help: 'Connections in the database pool that no query is using.',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    }),
    new Gauge({
      name: 'rsd_db_pool_waiting_requests',
      help: 'Queries and transactions queued for a pool connection because all are in use.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    }),
  ];
}

export function createMetrics(pool: Pool, { processMetrics = false }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });
  for (const gauge of poolGauges(pool)) registry.registerMetric(gauge);
  const metrics: Metrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the app to its response being sent, by route template (never the raw path).',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    syncPagesServed: new Counter({
      name: 'rsd_sync_pages_served_total',
      help: 'GET /api/sync pages sent in full (a 304 revalidation is not counted).',
      registers,
    }),
    syncRowsServed: new Counter({
      name: 'rsd_sync_rows_served_total',
      help: 'Rows in the sync pages sent: changed rows (upsert) and deleted ids (delete), by table.',
      labelNames: ['table', 'change'],
      registers,
    }),
    visitorWrites: new Counter({
      name: 'rsd_visitor_writes_total',
      help: 'Visitor writes (subscribe, submitTool, reportError) by endpoint and outcome.',
      labelNames: ['endpoint', 'outcome'],
      registers,
    }),
    signInFailures: new Counter({
      name: 'rsd_sign_in_failures_total',
      help: 'Failed admin sign-ins: wrong credentials, or refused over the sign-in rate limit.',
      labelNames: ['reason'],
      registers,
    }),
  };
  // Every series exists from the start at 0, so rate() and alerts see the first event as an increase.
  for (const table of SYNC_TABLES) for (const change of SYNC_CHANGES) metrics.syncRowsServed.inc({ table, change }, 0);
  for (const endpoint of Object.keys(VISITOR_WRITES)) {
    for (const outcome of VISITOR_WRITE_OUTCOMES) metrics.visitorWrites.inc({ endpoint, outcome }, 0);
  }
  for (const reason of SIGN_IN_FAILURE_REASONS) metrics.signInFailures.inc({ reason }, 0);
  return metrics;
}
