import { request } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export interface HttpsProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTPS front for the server at `target` (http://127.0.0.1:port), with a self-signed certificate made for this run:
 * TLS ends before the server, as behind a production proxy, and the origin is secure, so Chromium asks for br.
 * It passes each request and answer through unchanged (no compression of its own).
 */
export async function startHttpsProxy(target: string): Promise<HttpsProxy> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new URL(target);
  const server = createServer({ key, cert }, (req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
