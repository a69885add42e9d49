import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * A client has this long to send its request headers: a slow-loris client trickling bytes loses its
 * socket instead of holding it for ever (Node's default is 60 s).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included: the API's bodies are small JSON forms, 30 s is generous on any link. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle keep-alive connection is closed after 5 s: long enough for a page's burst of requests, short
 * enough that idle browsers do not hold sockets. A proxy in front must use a shorter idle timeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * Sockets beyond this are refused at once rather than queued: it keeps the process under the common
 * 1024 open-files limit, with room for database connections and files, and is still about 100 browsers'
 * worth of concurrent connections for a directory that answers in milliseconds.
 */
export const MAX_CONNECTIONS = 600;

/** Listens on `host:port` (0 = a free port) with the limits above; resolves once listening. */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = app.listen(port, host);
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}
