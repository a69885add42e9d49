import type { Response } from 'express';

/**
 * Writes to `res` and waits, whenever the client has not taken what was written, until it has or is gone: a slow
 * reader never makes the server hold a long export. One `drain` and one `close` listener serve every write of the
 * response. compression() moves `drain` listeners onto its gzip stream but takes them off only the response, so a
 * listener added and removed per write stayed on the stream, one per write (MaxListenersExceededWarning past ten).
 */
export function responseWrites(res: Response): (chunk: string) => Promise<void> {
  let wake: (() => void) | undefined;
  let listening = false;
  const woken = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  return (chunk) => {
    if (res.write(chunk) || res.destroyed) return Promise.resolve();
    if (!listening) {
      listening = true;
      res.on('drain', woken);
      res.on('close', woken);
    }
    return new Promise((resolve) => {
      wake = resolve;
    });
  };
}
