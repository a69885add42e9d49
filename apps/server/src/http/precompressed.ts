import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The files the web build writes a `.br` and a `.gz` copy beside (vite.web.config.ts). */
const PRECOMPRESSED_FILE = /\.(js|mjs|css|html|json|webmanifest|svg)$/;

/** Brotli first: at quality 11 it is the smallest, and every browser sends it to a secure origin. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The decoded path under `root`, or undefined for a path that leaves it, names a dotfile or does not decode. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Dotfiles stay unserved, as express.static leaves them; a NUL byte is never a file name.
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

const isFile = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

/**
 * Sends a build file's precompressed copy when the request accepts its encoding (br, then gzip), with the file's own
 * type and `setHeaders`' headers; anything else goes on (express.static, whose answer compression() may compress).
 * The copy is looked up per request, so a build written after the server started is served compressed too.
 */
export function precompressed(distDir: string, setHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const root = path.resolve(distDir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(root, req.path);
    if (file === undefined || !PRECOMPRESSED_FILE.test(file)) return next();
    // Whichever answer follows depends on Accept-Encoding, the uncompressed one too: a shared cache must know.
    res.vary('Accept-Encoding');
    for (const { name, suffix } of ENCODINGS) {
      if (req.acceptsEncodings(name) !== name || !(await isFile(file + suffix))) continue;
      setHeaders(res, file);
      res.type(path.extname(file)).setHeader('Content-Encoding', name);
      // send's ETag comes from the copy's size and time, so each encoding has its own, and a 304 drops the content headers.
      return res.sendFile(file + suffix, { cacheControl: false, dotfiles: 'allow' }, (err) => {
        if (err) next(err);
      });
    }
    next();
  };
}
