import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../logger';

/** Restart attempts after the embedded PostgreSQL dies, before the server gives up and exits. */
export const RESTART_ATTEMPTS = 3;
/** Delay before the first attempt; it doubles each time (1 s, 2 s, 4 s), time for orphaned backends to exit. */
const FIRST_RESTART_DELAY_MS = 1_000;
/** How often the postmaster's pid is checked: death is noticed within half a second. */
const POLL_MS = 500;

export interface SupervisorOptions {
  /** Whether the postmaster is still running. */
  isAlive(): boolean;
  /** Starts it again; rejects when it did not come up. */
  restart(): Promise<void>;
  logger: Logger;
  /** Called once when every attempt failed: the server must exit rather than answer 503 forever. */
  onGiveUp(): void;
}

export interface Supervisor {
  /** Stops watching; resolves once a restart in progress has settled. */
  stop(): Promise<void>;
}

/** Watches the embedded PostgreSQL and restarts it, a bounded number of times, when it dies. */
export function superviseEmbedded(options: SupervisorOptions): Supervisor {
  const { logger } = options;
  let stopped = false;
  // False from the moment a death is noticed until a restart succeeds: one recovery at a time.
  let running = true;
  let recovering: Promise<void> = Promise.resolve();
  // Cuts a wait between attempts short when the server shuts down.
  const stopping = new AbortController();

  async function recover(): Promise<void> {
    logger.warn('the embedded PostgreSQL exited unexpectedly; restarting it');
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt++) {
      try {
        await delay(FIRST_RESTART_DELAY_MS * 2 ** (attempt - 1), undefined, { signal: stopping.signal });
      } catch {
        return;
      }
      try {
        await options.restart();
        running = true;
        logger.info({ attempt }, 'embedded PostgreSQL restarted');
        return;
      } catch (err) {
        logger.warn({ attempt, of: RESTART_ATTEMPTS, reason: err instanceof Error ? err.message : String(err) }, 'restart failed');
      }
    }
    if (!stopped) options.onGiveUp();
  }

  const timer = setInterval(() => {
    if (stopped || !running || options.isAlive()) return;
    running = false;
    recovering = recover();
  }, POLL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopping.abort();
      await recovering;
    },
  };
}
