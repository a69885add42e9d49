import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Draining } from './draining';

export interface GracefulClose {
  /**
   * Starts draining and stops accepting connections. Idle keep-alive connections close now, each busy one once its
   * response is sent; connections still open after `timeoutMs` are cut. Resolves once none is left.
   */
  close(timeoutMs: number): Promise<void>;
}

/**
 * Readies `server` to close without dropping a request; call it as soon as the server exists, so that it sees every
 * request. While `draining` is on, every response carries `Connection: close`: a client is told before it sends
 * another request on the connection, instead of finding it closed under that request.
 */
export function gracefulClose(server: Server, draining: Draining, logger: Logger): GracefulClose {
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining.active) res.setHeader('Connection', 'close');
  });

  return {
    close(timeoutMs) {
      draining.start();
      for (const res of open) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        // Its headers said keep-alive (a streamed export): its connection turns idle when it ends, and closes then.
        else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
      return new Promise((resolve) => {
        const cut = setTimeout(() => {
          logger.warn({ requests: open.size, timeoutMs }, 'requests still running at the shutdown timeout; cutting their connections');
          server.closeAllConnections();
        }, timeoutMs);
        // Node's close() also closes the connections idle right now.
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
