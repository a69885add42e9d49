import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent: still gzip-encoded when the server compressed it. */
  body: Buffer;
  /** Every byte the client received for this response: status line, headers, framing and body. */
  wireBytes: number;
}

/**
 * One GET on its own connection, with only the headers given (Node's fetch would add
 * Accept-Encoding and decompress, hiding what went over the wire).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          wireBytes: res.socket.bytesRead,
        }),
      );
    });
    req.on('error', reject);
  });
}
