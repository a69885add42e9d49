import http, { type Server } from 'node:http';
import type { Express } from 'express';
import { capConnectionsPerClient, type TrustProxyFn } from './client-connection-cap';

/**
 * HEADERS_TIMEOUT_MS's default. A client has this long to send its request headers: a slow-loris client trickling
 * bytes loses its socket instead of holding it for ever (Node's default is 60 s).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included: the API's bodies are small JSON forms, 30 s is generous on any link. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * KEEP_ALIVE_TIMEOUT_MS's default. An idle keep-alive connection is closed after 5 s: long enough for a page's burst
 * of requests, short enough that idle browsers do not hold sockets. A proxy in front must use a shorter idle timeout,
 * or this one is raised above the proxy's (README, KEEP_ALIVE_TIMEOUT_MS).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * How often Node checks the two request timeouts above. Its default, 30 s, let a client trickling headers keep
 * its socket for 33 s instead of 10; every second keeps a timeout within a second of its figure.
 */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/**
 * Sockets beyond this are refused at once rather than queued: it keeps the process under the common
 * 1024 open-files limit, with room for database connections and files, and is still about 100 browsers'
 * worth of concurrent connections for a directory that answers in milliseconds.
 */
export const MAX_CONNECTIONS = 600;
/**
 * Open sockets per client address (a trusted proxy excepted): a browser opens about 6 per origin, so 64 leaves
 * room for a household or an office behind one address while no single client can hold more than about a tenth of
 * MAX_CONNECTIONS.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 64;

/** The two timeouts an operator sets to fit the proxy in front (config.ts checks headers <= request). */
export interface ConnectionTimeouts {
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
}

const DEFAULT_TIMEOUTS: ConnectionTimeouts = { keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS };

/** Listens on `host:port` (0 = a free port) with the limits above; resolves once listening. */
export function listen(app: Express, port: number, host: string, timeouts: ConnectionTimeouts = DEFAULT_TIMEOUTS): Promise<Server> {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    app,
  );
  server.maxConnections = MAX_CONNECTIONS;
  // createApp has set `trust proxy`; Express keeps it compiled (proxy-addr) under this name.
  const trustProxy = app.get('trust proxy fn') as TrustProxyFn;
  capConnectionsPerClient(server, MAX_CONNECTIONS_PER_CLIENT, trustProxy);
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve(server));
    server.once('error', reject);
    server.listen(port, host);
  });
}
