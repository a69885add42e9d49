import { SUBSCRIPTION_LINK_ENDPOINTS, SUBSCRIPTION_PAGES } from '@rsd/core';
import type { AddJobFunction } from 'graphile-worker';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { QueuedTask, ScheduledJob } from '../../background/background-jobs';
import type { Config } from '../../config';
import { DIGEST_LOCK } from '../../db/locks';
import { withSessionLock } from '../../db/session-lock';
import type { Logger } from '../../logger';
import { listUnsubscribeHeaders } from '../../mail/list-unsubscribe';
import { HardBounceError, type Mailer } from '../../mail/mailer';
import { digestMail, type DigestEntry } from '../../mail/templates';
import type { Clock } from '../auth/auth.service';
import { simulatorPage, technologyPage } from '../discovery/site-paths';
import { digestRepo, type ChangedEntry } from './digest.repo';
import { subscriptionsRepo } from './subscriptions.repo';
import { loadTokenKey, subscriptionTokens } from './subscription-tokens';

/** The scheduled job that queues a period's digests, and the task that sends one subscriber's. */
export const DIGEST_SCHEDULED_JOB = 'subscription-digests';
export const DIGEST_TASK = 'subscription-digest';
/** Attempts of one subscriber's digest when its mail does not leave (graphile-worker backs off between them). */
const DIGEST_ATTEMPTS = 5;
/** Where the About page says what is kept of a subscriber, why and for how long. */
export const ABOUT_SUBSCRIPTIONS_PATH = '/about#subscriptions';

export interface DigestDeps {
  pool: Pool;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  /** PUBLIC_ORIGIN: where the mail's links point. */
  origin: string;
  /** LIST_UNSUBSCRIBE_MAILTO, offered beside the one-click link. */
  unsubscribeMailto: string | undefined;
}

/**
 * The server's and the command's digest settings. Without PUBLIC_ORIGIN (development only, once mail goes over SMTP)
 * the links point at this server on localhost.
 */
export function digestDeps(
  { pool, mailer, logger }: Pick<DigestDeps, 'pool' | 'mailer' | 'logger'>,
  config: Pick<Config, 'publicOrigin' | 'port' | 'digest'>,
): DigestDeps {
  return {
    pool,
    mailer,
    logger,
    clock: () => new Date(),
    origin: config.publicOrigin ?? `http://localhost:${config.port}`,
    unsubscribeMailto: config.digest.unsubscribeMailto,
  };
}

/** What one subscriber's digest for a period came to. */
export type DigestOutcome =
  | 'sent'
  | 'empty'
  | 'bounced'
  /** An earlier attempt died between its marker and its end, perhaps after the mail left: not sent again. */
  | 'interrupted'
  /** The period was done already (sent, empty, bounced or interrupted) by an earlier attempt or another worker. */
  | 'done-before'
  /** Not confirmed (any more), bounced, or erased: nothing to send. */
  | 'not-mailable';

/**
 * A period names one digest per subscriber: the tick's time, to the minute (a cron tick's own; `send-digest` uses the
 * minute it runs in). The window of changes ends there, so every attempt of a period reads the same window.
 */
export const periodOf = (tick: Date): string => new Date(Math.floor(tick.getTime() / 60_000) * 60_000).toISOString();

export const digestJobKey = (subscriptionId: number, period: string) => `digest:${subscriptionId}:${period}`;

const DigestPayload = z.object({ subscriptionId: z.number().int().positive(), period: z.iso.datetime() });
type DigestPayload = z.infer<typeof DigestPayload>;

/**
 * Queues one job per mailable subscriber for the period, keyed `digest:<id>:<period>`: a tick run twice (a retry, the
 * schedule and the command together) queues each once while it waits ('replace' moves a failed attempt's retry to
 * now). The marker of the period, not the key, is what stops a second send once the job has run.
 */
export async function queueDigests(pool: Pool, addJob: AddJobFunction, tick: Date): Promise<number> {
  const period = periodOf(tick);
  const ids = await digestRepo.mailableIds(pool);
  for (const subscriptionId of ids) {
    const payload: DigestPayload = { subscriptionId, period };
    await addJob(DIGEST_TASK, payload, {
      jobKey: digestJobKey(subscriptionId, period),
      jobKeyMode: 'replace',
      maxAttempts: DIGEST_ATTEMPTS,
    });
  }
  return ids.length;
}

const linkTo = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

function entriesOf(changes: readonly ChangedEntry[], kind: ChangedEntry['kind'], origin: string): DigestEntry[] {
  const page = kind === 'simulator' ? simulatorPage : technologyPage;
  return changes.filter((entry) => entry.kind === kind).map(({ id, name, added }) => ({ name, added, url: `${origin}${page(id)}` }));
}

/**
 * One subscriber's digest for one period, exactly once when nothing crashes, at most once when something does:
 *
 * - one attempt at a time per subscriber (a session advisory lock; another attempt throws, and is retried later);
 * - a period with a marker is done: nothing is sent again (a marker left 'sending' is an attempt that died between
 *   writing it and recording the outcome, perhaps after the mail left; it becomes 'interrupted' and is not resent,
 *   since a second copy is worse than a missing one, and the subscriber's window is not moved on, so the next
 *   period's digest lists those changes again);
 * - the marker is committed 'sending' before the mail goes, and 'sent' once the server took it;
 * - a mail that did not leave (the server down, a temporary refusal) removes the marker and throws, so
 *   graphile-worker's retry sends it; a hard bounce (5xx to RCPT TO) marks the subscriber, never mailed again.
 */
export async function sendDigest(deps: DigestDeps, { subscriptionId, period }: DigestPayload): Promise<DigestOutcome> {
  const { pool } = deps;
  const result = await withSessionLock(pool, [DIGEST_LOCK, subscriptionId], async (): Promise<DigestOutcome> => {
    const subscriber = await digestRepo.subscriber(pool, subscriptionId);
    if (!subscriber?.mailable || subscriber.since === null) return 'not-mailable';
    const state = await digestRepo.stateOf(pool, subscriptionId, period);
    if (state === 'sending') {
      await digestRepo.finish(pool, subscriptionId, period, 'interrupted', deps.clock());
      return 'interrupted';
    }
    if (state !== undefined) return 'done-before';

    const until = new Date(period);
    const changes = subscriber.since < until ? await digestRepo.changes(pool, subscriber.since, until) : [];
    if (changes.length === 0) {
      await digestRepo.begin(pool, subscriptionId, period, 'empty', subscriber.since, until, deps.clock());
      await digestRepo.coveredThrough(pool, subscriptionId, until);
      return 'empty';
    }
    if (!(await digestRepo.begin(pool, subscriptionId, period, 'sending', subscriber.since, until, deps.clock()))) return 'done-before';

    const token = subscriptionTokens(await loadTokenKey(pool)).sign({ purpose: 'unsubscribe', subscriptionId, issuedAt: deps.clock() });
    const mail = digestMail({
      simulators: entriesOf(changes, 'simulator', deps.origin),
      technologies: entriesOf(changes, 'technology', deps.origin),
      aboutUrl: `${deps.origin}${ABOUT_SUBSCRIPTIONS_PATH}`,
      unsubscribeUrl: linkTo(deps.origin, SUBSCRIPTION_PAGES.unsubscribe, token),
    });
    const headers = listUnsubscribeHeaders(
      linkTo(deps.origin, SUBSCRIPTION_LINK_ENDPOINTS.unsubscribeOneClick.path, token),
      deps.unsubscribeMailto,
    );
    try {
      await deps.mailer.send({ to: subscriber.email, ...mail, headers });
    } catch (err) {
      if (!(err instanceof HardBounceError)) {
        await digestRepo.forget(pool, subscriptionId, period);
        throw err;
      }
      await subscriptionsRepo.markBounced(pool, subscriptionId, deps.clock());
      await digestRepo.finish(pool, subscriptionId, period, 'bounced', deps.clock());
      return 'bounced';
    }
    await digestRepo.finish(pool, subscriptionId, period, 'sent', deps.clock());
    await digestRepo.coveredThrough(pool, subscriptionId, until);
    return 'sent';
  });
  if (!result.locked) throw new Error(`another attempt is sending the digest of subscription ${subscriptionId}; retried later`);
  return result.value;
}

/** The queued task that sends one subscriber's digest (a payload it cannot read fails the job, which is logged). */
export function digestTask(deps: DigestDeps): QueuedTask {
  return {
    name: DIGEST_TASK,
    run: async (payload) => {
      const job = DigestPayload.parse(payload);
      const outcome = await sendDigest(deps, job);
      deps.logger.info({ ...job, outcome }, 'subscription digest');
    },
  };
}

/** The scheduled digest (DIGEST_SCHEDULE), or none when it is off. */
export function digestJob(deps: DigestDeps, schedule: string | undefined): ScheduledJob[] {
  if (schedule === undefined) return [];
  return [
    {
      name: DIGEST_SCHEDULED_JOB,
      schedule,
      run: async ({ tick, addJob }) => {
        // Nothing could be delivered (production without SMTP_URL, said at start): queue nothing, lose no window.
        if (!deps.mailer.canDeliver) return deps.logger.warn('subscription digests not queued: no mail can be sent');
        const queued = await queueDigests(deps.pool, addJob, tick);
        deps.logger.info({ period: periodOf(tick), queued }, 'subscription digests queued');
      },
    },
  ];
}
