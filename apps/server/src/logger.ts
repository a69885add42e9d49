import { pino, type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type { Logger };

/** Request-log fields that carry credentials (admin session cookies, bearer tokens). */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** JSON lines on stdout (or `destination`): one structured record per event, ready for any log shipper. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'rsd-server' }, redact: REDACTED }, destination);
}
