import { createHash } from 'node:crypto';
import http from 'node:http';
import { BenchFailure } from './harness';

export interface Download {
  ms: number;
  bodyBytes: number;
  records: number;
  /** The response's ETag header, if any. */
  etag: string | undefined;
  /** The body's SHA-256 (hashed as it arrives), to tell two servers' bodies apart without keeping either. */
  sha256: string;
}

/**
 * Reads the whole body as it arrives and keeps only counts: the client holds no copy of the export. With `headers`
 * asking for gzip, the counts are of the bytes as sent (records are then meaningless).
 */
export function download(url: string, headers: Record<string, string> = {}): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        if (res.statusCode !== 200) return reject(new BenchFailure(`${url} answered ${res.statusCode}.`));
        let bodyBytes = 0;
        let records = 0;
        const hash = createHash('sha256');
        res.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length;
          hash.update(chunk);
          // Every record ends in CRLF; a field's own line break is a bare LF (the writer never emits CR in cells).
          for (let i = chunk.indexOf(13); i !== -1; i = chunk.indexOf(13, i + 1)) records++;
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({ ms: performance.now() - started, bodyBytes, records, etag: res.headers.etag, sha256: hash.digest('hex') }),
        );
      })
      .on('error', reject);
  });
}
