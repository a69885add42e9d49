import { makeWorkerUtils, runOnce } from 'graphile-worker';
import { taskListOf } from '../background/background-jobs';
import { workerLogger } from '../background/worker-logger';
import { digestTask, periodOf, queueDigests, type DigestDeps } from '../features/subscriptions/digest';

export interface DigestCommandResult {
  /** 0: every queued digest was dealt with; 1: nothing could be sent, or some wait for a retry (see `lines`). */
  code: 0 | 1;
  lines: string[];
}

/**
 * `npm run admin -- send-digest`: the digest now, as a tick of DIGEST_SCHEDULE makes it, for the period of this
 * minute. It queues the jobs on the same queue as the schedule (the same job keys, the same markers: a subscriber
 * already sent this period's digest is not sent another) and runs them here, so it works with the schedule off.
 */
export async function runSendDigestCommand(deps: DigestDeps): Promise<DigestCommandResult> {
  if (!deps.mailer.canDeliver) return { code: 1, lines: ['No mail can be sent: set SMTP_URL.'] };
  const tick = deps.clock();
  const period = periodOf(tick);
  const utils = await makeWorkerUtils({ pgPool: deps.pool, logger: workerLogger(deps.logger) });
  let queued: number;
  try {
    await utils.migrate();
    queued = await queueDigests(deps.pool, utils.addJob, tick);
  } finally {
    await utils.release();
  }
  // Runs the jobs ready now (these, and any another process queued) and returns; a failed one waits for its retry.
  await runOnce({ pgPool: deps.pool, logger: workerLogger(deps.logger), taskList: taskListOf([], [digestTask(deps)]) });
  const { rows } = await deps.pool.query<{ state: string; count: number }>(
    'SELECT state, count(*)::int AS count FROM subscription_digests WHERE period = $1 GROUP BY state ORDER BY state',
    [period],
  );
  const done = rows.reduce((sum, row) => sum + row.count, 0);
  const states = rows.map((row) => `${row.state} ${row.count}`).join(', ');
  const lines = [`Digest of ${period}: ${queued} subscriber(s)${states ? `; ${states}` : ''}.`];
  if (done < queued) lines.push(`${queued - done} not sent yet: the mail server refused or failed; retried by the queue.`);
  return { code: done < queued ? 1 : 0, lines };
}
