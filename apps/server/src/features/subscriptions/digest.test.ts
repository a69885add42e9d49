import { CONTRACT, SUBSCRIPTION_PAGES, SubscriptionChange } from '@rsd/core';
import { makeWorkerUtils, runOnce } from 'graphile-worker';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { taskListOf } from '../../background/background-jobs';
import { workerLogger } from '../../background/worker-logger';
import { createPool } from '../../db/pool';
import { createMailer, type Mailer } from '../../mail/mailer';
import { startSmtpInbox, type ArrivedMail, type SmtpInbox } from '../../test/smtp-inbox';
import { startTestServer, type TestServer } from '../../test/test-server';
import { digestJob, digestTask, periodOf, sendDigest, type DigestDeps } from './digest';
import { erasePendingJob, erasePendingSubscriptions } from './erase-pending';

const ORIGIN = 'https://directory.example.org';
const MAILTO = 'leave@example.org';
const silent = pino({ level: 'silent' });
const DAY = 24 * 60 * 60 * 1000;

let inbox: SmtpInbox;
let server: TestServer;
let mailer: Mailer;
let deps: DigestDeps;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  mailer = createMailer({ smtpUrl: inbox.url, from: 'Directory <updates@example.org>', nodeEnv: 'production' }, silent);
  server = await startTestServer({ publicOrigin: ORIGIN, mailer });
  deps = { pool: server.pool, mailer, logger: silent, clock: () => new Date(), origin: ORIGIN, unsubscribeMailto: MAILTO };
  const utils = await makeWorkerUtils({ pgPool: server.pool, logger: workerLogger(silent) });
  await utils.migrate();
  await utils.release();
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});
// Each test's subscribers only: the digest goes to every confirmed subscription.
beforeEach(async () => {
  await server.pool.query(`UPDATE subscriptions SET status = 'unsubscribed'`);
  inbox.refuse.clear();
  inbox.defer.clear();
});

/** The digest's tick as the schedule runs it: its job queues a job per subscriber; a worker (runOnce) sends them. */
async function queuePeriod(tick: Date, d: DigestDeps = deps): Promise<void> {
  const utils = await makeWorkerUtils({ pgPool: d.pool, logger: workerLogger(silent) });
  try {
    const [job] = digestJob(d, '0 7 * * 1');
    await job!.run({ signal: new AbortController().signal, tick, addJob: utils.addJob });
  } finally {
    await utils.release();
  }
}
const work = (d: DigestDeps = deps) => runOnce({ pgPool: d.pool, logger: workerLogger(silent), taskList: taskListOf([], [digestTask(d)]) });
async function runPeriod(tick: Date, d: DigestDeps = deps): Promise<void> {
  await queuePeriod(tick, d);
  await work(d);
}

async function subscriber(email: string, confirmedAt: Date): Promise<number> {
  const { rows } = await server.pool.query<{ id: number }>(
    `INSERT INTO subscriptions (email, name, company, status, created_at, confirmed_at) VALUES ($1, 'Ada', 'Acme', 'confirmed', $2, $2) RETURNING id`,
    [email, confirmedAt],
  );
  return rows[0]!.id;
}
/** Rows written with their times, as they were at that time (an insert keeps the times it is given). */
async function addSimulator(name: string, createdAt: Date, updatedAt = createdAt): Promise<number> {
  const { rows } = await server.pool.query<{ id: number }>(
    `INSERT INTO simulators (name, full_name, short_description, description, website, created_at, updated_at)
     VALUES ($1, $1, 'A simulator.', 'A simulator.', 'https://example.org', $2, $3) RETURNING id`,
    [name, createdAt, updatedAt],
  );
  return rows[0]!.id;
}
async function addTechnology(name: string, createdAt: Date, updatedAt = createdAt): Promise<number> {
  const { rows } = await server.pool.query<{ id: number }>(
    `INSERT INTO technologies (name, vendor_name, readiness_level, category, created_at, updated_at)
     VALUES ($1, 'Example Sensors', 'deployment', 'reservoir_monitoring', $2, $3) RETURNING id`,
    [name, createdAt, updatedAt],
  );
  return rows[0]!.id;
}
const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to.includes(email));
/** A raw header line, unfolded: mailparser's own view of List-* headers drops the -Post one. */
const header = (mail: ArrivedMail, key: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/\r\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
const digestStates = async (id: number) =>
  (
    await server.pool.query<{ period: string; state: string }>(
      'SELECT period, state FROM subscription_digests WHERE subscription_id = $1 ORDER BY period',
      [id],
    )
  ).rows;
const at = (iso: string) => new Date(iso);

describe('the digest', () => {
  it('lists what was added or updated since confirmation, with links, in escaped text and HTML parts, and a footer', async () => {
    const ada = await subscriber('ada@example.org', at('2025-03-03T00:00:00Z'));
    await addSimulator('Before', at('2025-03-01T00:00:00Z'));
    const flow = await addSimulator('<b>Flow & "Co"</b>', at('2025-03-04T00:00:00Z'));
    const das = await addTechnology('DAS <script>x</script>', at('2025-02-01T00:00:00Z'), at('2025-03-05T00:00:00Z'));
    await addSimulator('After the tick', at('2025-03-11T00:00:00Z'));

    await runPeriod(at('2025-03-10T07:00:00Z'));

    const [mail, ...more] = mailsTo('ada@example.org');
    expect(more).toEqual([]);
    expect(mail!.parsed.subject).toBe('What changed in the Reservoir Simulation Directory');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain(`Simulators\n- <b>Flow & "Co"</b> (new): ${ORIGIN}/simulator/${flow}`);
    expect(text).toContain(`Technologies\n- DAS <script>x</script> (updated): ${ORIGIN}/technologies/${das}`);
    const html = String(mail!.parsed.html);
    expect(html).toContain(`<li><a href="${ORIGIN}/simulator/${flow}">&lt;b&gt;Flow &amp; &quot;Co&quot;&lt;/b&gt; (new)</a></li>`);
    expect(html).toContain(`<a href="${ORIGIN}/technologies/${das}">DAS &lt;script&gt;x&lt;/script&gt; (updated)</a>`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    for (const body of [text, html]) {
      expect(body).not.toContain('Before');
      expect(body).not.toContain('After the tick');
      expect(body).toContain('kept only to send this digest');
      expect(body).toContain(`${ORIGIN}/about#subscriptions`);
      // The stored name and company are kept, never echoed.
      expect(body).not.toContain('Acme');
    }
    const unsubscribeLink = new RegExp(`${ORIGIN}${SUBSCRIPTION_PAGES.unsubscribe}\\?token=[\\w.%-]+`).exec(text)?.[0];
    expect(unsubscribeLink).toBeDefined();
    expect(html).toContain(`href="${unsubscribeLink}"`);
    expect(await digestStates(ada)).toEqual([{ period: '2025-03-10T07:00:00.000Z', state: 'sent' }]);
  });

  it('carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post; one click unsubscribes, and no digest follows', async () => {
    const bea = await subscriber('bea@example.org', at('2025-04-07T00:00:00Z'));
    await addSimulator('April tool', at('2025-04-08T00:00:00Z'));
    await runPeriod(at('2025-04-14T07:00:00Z'));
    const [mail] = mailsTo('bea@example.org');
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const list = header(mail!, 'list-unsubscribe') ?? '';
    const oneClick = new RegExp(
      `^<(${ORIGIN}${CONTRACT.unsubscribeOneClick.path}\\?token=[^>]+)>, <mailto:${MAILTO}\\?subject=unsubscribe>$`,
    ).exec(list)?.[1];
    expect(oneClick).toBeDefined();

    // As a mailbox provider posts it: from its own servers, no cookie, the form body RFC 8058 names.
    const res = await fetch(oneClick!.replace(ORIGIN, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net', 'Sec-Fetch-Site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(SubscriptionChange.parse(await res.json())).toEqual({ status: 'unsubscribed' });

    await addSimulator('Another April tool', at('2025-04-15T00:00:00Z'));
    await runPeriod(at('2025-04-21T07:00:00Z'));
    expect(mailsTo('bea@example.org')).toHaveLength(1);
    expect(await digestStates(bea)).toEqual([{ period: '2025-04-14T07:00:00.000Z', state: 'sent' }]);
  });

  it('sends nothing when nothing changed since the last digest, and lists only what is new since it', async () => {
    const cy = await subscriber('cy@example.org', at('2025-05-05T00:00:00Z'));
    await addSimulator('May tool', at('2025-05-06T00:00:00Z'));
    await runPeriod(at('2025-05-12T07:00:00Z'));
    expect(mailsTo('cy@example.org')).toHaveLength(1);

    await runPeriod(at('2025-05-19T07:00:00Z'));
    expect(mailsTo('cy@example.org')).toHaveLength(1);

    await addTechnology('Late May technology', at('2025-05-20T00:00:00Z'));
    await runPeriod(at('2025-05-26T07:00:00Z'));
    const [, second] = mailsTo('cy@example.org');
    expect(second?.parsed.text).toContain('Late May technology (new)');
    expect(second?.parsed.text).not.toContain('May tool');
    expect((await digestStates(cy)).map((row) => row.state)).toEqual(['sent', 'empty', 'sent']);
  });

  it('goes once per subscriber and period with two workers, the tick queued twice, and a run of the period again', async () => {
    const ids = [
      await subscriber('dan@example.org', at('2025-06-02T00:00:00Z')),
      await subscriber('eve@example.org', at('2025-06-02T00:00:00Z')),
    ];
    await addSimulator('June tool', at('2025-06-03T00:00:00Z'));
    const tick = at('2025-06-09T07:00:00Z');
    // Two server processes: a pool each, both told of the tick (a retry of the tick job), both working the queue.
    const pools: Pool[] = [createPool(server.databaseUrl, silent, 4), createPool(server.databaseUrl, silent, 4)];
    try {
      const processes = pools.map((pool): DigestDeps => ({ ...deps, pool }));
      await Promise.all(processes.map((d) => queuePeriod(tick, d)));
      await Promise.all(processes.map((d) => work(d)));
      // The same period again (the command in the same minute as the tick, or the tick job retried after it ran).
      await Promise.all(processes.map((d) => runPeriod(tick, d)));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(mailsTo('dan@example.org')).toHaveLength(1);
    expect(mailsTo('eve@example.org')).toHaveLength(1);
    for (const id of ids) expect(await digestStates(id)).toEqual([{ period: periodOf(tick), state: 'sent' }]);
  });

  it('lets one attempt at a time send a subscriber’s digest: another at once is refused, to be retried', async () => {
    await subscriber('kit@example.org', at('2025-06-16T00:00:00Z'));
    const id = await subscriber('lou@example.org', at('2025-06-16T00:00:00Z'));
    await addSimulator('Late June tool', at('2025-06-17T00:00:00Z'));
    const period = periodOf(at('2025-06-23T07:00:00Z'));
    const outcomes = await Promise.allSettled([
      sendDigest(deps, { subscriptionId: id, period }),
      sendDigest(deps, { subscriptionId: id, period }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).toSorted()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'fulfilled')).toMatchObject({ value: 'sent' });
    expect(await sendDigest(deps, { subscriptionId: id, period })).toBe('done-before');
    expect(mailsTo('lou@example.org')).toHaveLength(1);
    expect(mailsTo('kit@example.org')).toHaveLength(0);
  });

  it('after a failure between two sends, a run again sends the rest and not the first again', async () => {
    const fay = await subscriber('fay@example.org', at('2025-07-07T00:00:00Z'));
    const gil = await subscriber('gil@example.org', at('2025-07-07T00:00:00Z'));
    await addSimulator('July tool', at('2025-07-08T00:00:00Z'));
    const tick = at('2025-07-14T07:00:00Z');

    // The first mail goes; the mail server fails the second (a temporary refusal): its job fails, to be retried.
    inbox.defer.add('gil@example.org');
    await runPeriod(tick);
    expect(mailsTo('fay@example.org')).toHaveLength(1);
    expect(mailsTo('gil@example.org')).toHaveLength(0);
    expect(await digestStates(gil)).toEqual([]);
    expect(inbox.recipientsAsked).toContain('gil@example.org');

    inbox.defer.clear();
    await runPeriod(tick);
    expect(mailsTo('fay@example.org')).toHaveLength(1);
    expect(mailsTo('gil@example.org')).toHaveLength(1);
    expect(await digestStates(fay)).toEqual([{ period: periodOf(tick), state: 'sent' }]);
    expect(await digestStates(gil)).toEqual([{ period: periodOf(tick), state: 'sent' }]);
  });

  it('does not send again a digest whose attempt died mid-send, and lists its changes in the next one', async () => {
    const hal = await subscriber('hal@example.org', at('2025-08-04T00:00:00Z'));
    await addSimulator('August tool', at('2025-08-05T00:00:00Z'));
    const tick = at('2025-08-11T07:00:00Z');
    // What a process that died after marking the period, perhaps after the mail left, leaves behind.
    await server.pool.query(
      `INSERT INTO subscription_digests (subscription_id, period, state, changes_since, changes_until, started_at)
       VALUES ($1, $2, 'sending', '2025-08-04T00:00:00Z', $3, $3)`,
      [hal, periodOf(tick), tick],
    );
    await runPeriod(tick);
    expect(mailsTo('hal@example.org')).toHaveLength(0);
    expect(await digestStates(hal)).toEqual([{ period: periodOf(tick), state: 'interrupted' }]);

    await runPeriod(at('2025-08-18T07:00:00Z'));
    expect(mailsTo('hal@example.org')[0]?.parsed.text).toContain('August tool (new)');
  });

  it('marks a subscriber whose address is refused (5xx) bounced, and never mails it again', async () => {
    const ida = await subscriber('ida@example.org', at('2025-09-01T00:00:00Z'));
    await addSimulator('September tool', at('2025-09-02T00:00:00Z'));
    inbox.refuse.add('ida@example.org');
    await runPeriod(at('2025-09-08T07:00:00Z'));
    const row = await server.pool.query<{ bounced_at: Date | null }>('SELECT bounced_at FROM subscriptions WHERE id = $1', [ida]);
    expect(row.rows[0]?.bounced_at).not.toBeNull();
    expect(await digestStates(ida)).toEqual([{ period: '2025-09-08T07:00:00.000Z', state: 'bounced' }]);

    inbox.refuse.clear();
    const asked = inbox.recipientsAsked.filter((address) => address === 'ida@example.org').length;
    await addSimulator('Another September tool', at('2025-09-09T00:00:00Z'));
    await runPeriod(at('2025-09-15T07:00:00Z'));
    expect(inbox.recipientsAsked.filter((address) => address === 'ida@example.org')).toHaveLength(asked);
    expect(mailsTo('ida@example.org')).toHaveLength(0);
  });
});

describe('pending subscriptions never confirmed', () => {
  it('are erased 30 days after their last confirmation mail; confirmed and recent ones stay', async () => {
    const now = at('2025-10-31T04:15:00Z');
    const add = async (email: string, status: string, createdAt: string, extra: { sentAt?: string; confirmedAt?: string } = {}) =>
      (
        await server.pool.query<{ id: number }>(
          `INSERT INTO subscriptions (email, status, created_at, confirmation_sent_at, confirmed_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [email, status, createdAt, extra.sentAt ?? null, extra.confirmedAt ?? null],
        )
      ).rows[0]!.id;
    const stale = await add('stale@example.org', 'pending', '2025-09-30T04:00:00Z', { sentAt: '2025-09-30T04:00:00Z' });
    const before0020 = await add('old-row@example.org', 'pending', '2025-01-01T00:00:00Z');
    const askedAgain = await add('asked-again@example.org', 'pending', '2025-09-01T00:00:00Z', { sentAt: '2025-10-20T00:00:00Z' });
    const young = await add('young@example.org', 'pending', '2025-10-02T00:00:00Z', { sentAt: '2025-10-02T00:00:00Z' });
    const confirmed = await add('kept@example.org', 'confirmed', '2025-01-01T00:00:00Z', { confirmedAt: '2025-01-02T00:00:00Z' });
    // Confirmed once, left, and subscribed again: not "never confirmed".
    const returning = await add('back@example.org', 'pending', '2025-01-01T00:00:00Z', { confirmedAt: '2025-01-02T00:00:00Z' });

    // The daily job, run for its tick.
    await erasePendingJob(server.pool, silent).run({
      signal: new AbortController().signal,
      tick: now,
      addJob: () => Promise.reject(new Error('unused')),
    });

    const { rows } = await server.pool.query<{ id: number }>('SELECT id FROM subscriptions WHERE id = ANY($1) ORDER BY id', [
      [stale, before0020, askedAgain, young, confirmed, returning],
    ]);
    expect(rows.map((row) => row.id)).toEqual([askedAgain, young, confirmed, returning]);
    expect(await erasePendingSubscriptions(server.pool, new Date(now.getTime() + 31 * DAY))).toBe(2);
  });
});
