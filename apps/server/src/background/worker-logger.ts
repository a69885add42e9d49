import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from '../logger';

/**
 * graphile-worker's messages in the server's log. Its `info` lines (connected, job started and completed) go at
 * debug: a job logs its own outcome. Errors and warnings stay what they are.
 */
export const workerLogger = (logger: Logger): WorkerLogger =>
  new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { worker: scope, ...meta };
    const name = String(level);
    if (name === 'error') logger.error(fields, message);
    else if (name === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
