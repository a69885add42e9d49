import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../app';
import { freePort } from '../db/embedded';
import { createPool } from '../db/pool';

export interface DeadDatabaseApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The real app on a database that is not there (its reads fail, its pages go without their facts), logging every
 * line at debug and up to `onLogLine`: for tests of what it logs and answers without a database.
 */
export async function startDeadDatabaseApp(webDistDir: string, onLogLine: (record: unknown) => void): Promise<DeadDatabaseApp> {
  const logger = pino({ level: 'debug' }, { write: (line: string) => onLogLine(JSON.parse(line)) });
  const pool = createPool(`postgres://postgres:x@127.0.0.1:${await freePort()}/none`, logger);
  const app = createApp({ pool, changes: { live: false, subscribe: () => () => true }, logger, webDistDir });
  const listener = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => listener.close(resolve));
      await pool.end();
    },
  };
}
