import http, { type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';

export const METRICS_PATH = '/metrics';

/**
 * Serves `registry` in Prometheus's text format at GET /metrics on a port of its own (METRICS_PORT), so the public
 * port never shows it; anything else there is a 404. Resolves once listening.
 */
export function serveMetrics(registry: Registry, port: number, host: string, logger: Logger): Promise<Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (err: unknown) => {
        logger.error({ err }, 'collecting metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Collecting the metrics failed.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve(server));
    server.once('error', reject);
    server.listen(port, host);
  });
}
