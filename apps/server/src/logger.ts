import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout: one structured record per event, ready for any log shipper. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'rsd-server' } });
}
