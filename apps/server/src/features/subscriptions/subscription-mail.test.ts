import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT, ErrorBody, SubscribeErrorBody, SUBSCRIPTION_PAGES, SubscriptionChange, SubscriptionResult } from '@rsd/core';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from '../../mail/list-unsubscribe';
import { createMailer } from '../../mail/mailer';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadTokenKey, subscriptionTokens, type SubscriptionTokens } from './subscription-tokens';
import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from './subscriptions.service';

const ORIGIN = 'https://directory.example.org';
const HOUR = 60 * 60 * 1000;
/** Mid-morning UTC, so a few hours later is still the same day for the daily cap. */
const START = Date.parse('2030-03-04T08:00:00Z');

let inbox: SmtpInbox;
let server: TestServer;
let tokens: SubscriptionTokens;
/** The app's clock: each test sets it. */
let now = START;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // A web build of one page, so the links' pages answer as the SPA does.
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'rsd-subscription-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  server = await startTestServer({
    publicOrigin: ORIGIN,
    clock: () => new Date(now),
    webDistDir,
    mailer: createMailer({ smtpUrl: inbox.url, from: 'Directory <updates@example.org>', nodeEnv: 'production' }, pino({ level: 'silent' })),
  });
  tokens = subscriptionTokens(await loadTokenKey(server.pool));
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});
beforeEach(() => {
  now = START;
});

const post = (apiPath: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + apiPath, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const subscribe = (body: unknown) => post(CONTRACT.subscribe.path, body);
const confirm = (token: string) => post(CONTRACT.confirmSubscription.path, { token });
const unsubscribe = (token: string) => post(CONTRACT.unsubscribe.path, { token });

const rowOf = async (email: string) =>
  (
    await server.pool.query<{ id: number; status: string; confirmation_sent_at: Date | null; bounced_at: Date | null }>(
      'SELECT id, status, confirmation_sent_at, bounced_at FROM subscriptions WHERE lower(email) = lower($1)',
      [email],
    )
  ).rows[0];
const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to.includes(email));

/** Subscribes and returns the confirmation mail that arrived for it, and the token of its link. */
async function subscribeAndReadMail(email: string, extra: Record<string, string> = {}) {
  const before = inbox.mails.length;
  const res = await subscribe({ email, ...extra });
  expect(res.status).toBe(200);
  const mail = await inbox.nth(before + 1);
  const link = /https:\/\/\S+/.exec(mail.parsed.text ?? '')?.[0] ?? '';
  return { res, mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('the confirmation mail', () => {
  it('arrives over SMTP with a link to the confirmation page, and the subscription waits as pending', async () => {
    const { mail, link, token } = await subscribeAndReadMail('ada@example.org');
    expect(mail.to).toEqual(['ada@example.org']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Directory', address: 'updates@example.org' }]);
    expect(mail.parsed.subject).toBe('Confirm your subscription to the Reservoir Simulation Directory');
    expect(link.startsWith(`${ORIGIN}${SUBSCRIPTION_PAGES.confirm}?token=`)).toBe(true);
    expect(mail.parsed.html).toContain(`href="${link}"`);
    expect(tokens.verify(token)).toMatchObject({ purpose: 'confirm', subscriptionId: (await rowOf('ada@example.org'))?.id });
    expect((await rowOf('ada@example.org'))?.status).toBe('pending');
  });

  it('echoes neither the name nor the company the form was sent with', async () => {
    const { mail } = await subscribeAndReadMail('bob@example.org', { name: 'WIN A PRIZE now', company: 'http://spam.example' });
    for (const body of [mail.parsed.text ?? '', String(mail.parsed.html)]) {
      expect(body).not.toContain('PRIZE');
      expect(body).not.toContain('spam.example');
      expect(body).toContain('bob@example.org');
    }
  });
});

describe('the links change nothing when opened', () => {
  it('a GET of the confirmation page, or of the API path, leaves the subscription pending', async () => {
    const { token } = await subscribeAndReadMail('scanner@example.org');
    const page = await fetch(`${server.url}${SUBSCRIPTION_PAGES.confirm}?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    const api = await fetch(`${server.url}${CONTRACT.confirmSubscription.path}?token=${encodeURIComponent(token)}`);
    expect(api.status).toBe(405);
    expect((await rowOf('scanner@example.org'))?.status).toBe('pending');
  });

  it('a GET of the one-click link goes on to the unsubscribe page with its token, and unsubscribes nobody', async () => {
    await subscribeAndReadMail('opener@example.org');
    const id = (await rowOf('opener@example.org'))!.id;
    const token = tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) });
    const res = await fetch(`${server.url}${CONTRACT.unsubscribeOneClick.path}?token=${token}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SUBSCRIPTION_PAGES.unsubscribe}?token=${token}`);
    expect((await rowOf('opener@example.org'))?.status).toBe('pending');
  });
});

describe('POST /api/subscriptions/confirm', () => {
  it('confirms once; the same link again answers that it was used', async () => {
    const { token } = await subscribeAndReadMail('carol@example.org');
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(SubscriptionChange.parse(await res.json())).toEqual({ status: 'confirmed' });
    expect((await rowOf('carol@example.org'))?.status).toBe('confirmed');
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error.code).toBe('token_used');
  });

  it('refuses a link older than 7 days as expired, and a new subscription sends a fresh one that works', async () => {
    const { token } = await subscribeAndReadMail('dave@example.org');
    now = START + 7 * 24 * HOUR + 1000;
    const res = await confirm(token);
    expect(res.status).toBe(410);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('token_expired');
    expect((await rowOf('dave@example.org'))?.status).toBe('pending');
    const fresh = await subscribeAndReadMail('dave@example.org');
    expect((await confirm(fresh.token)).status).toBe(200);
  });

  it('refuses a forged or altered token, and one signed with another key', async () => {
    const { token } = await subscribeAndReadMail('eve@example.org');
    const [payload = '', signature = ''] = token.split('.');
    const id = (await rowOf('eve@example.org'))!.id;
    const otherPayload = Buffer.from(JSON.stringify({ p: 'confirm', s: id + 1, t: now })).toString('base64url');
    const foreign = subscriptionTokens(Buffer.alloc(32, 7)).sign({ purpose: 'confirm', subscriptionId: id, issuedAt: new Date(now) });
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, foreign]) {
      const res = await confirm(forged);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.code).toBe('token_invalid');
    }
    expect((await rowOf('eve@example.org'))?.status).toBe('pending');
  });

  it('will not take an unsubscribe token, nor unsubscribe with a confirmation token', async () => {
    const { token: confirmToken } = await subscribeAndReadMail('frank@example.org');
    const id = (await rowOf('frank@example.org'))!.id;
    const unsubscribeToken = tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) });
    const swappedConfirm = await confirm(unsubscribeToken);
    expect([swappedConfirm.status, ErrorBody.parse(await swappedConfirm.json()).error.code]).toEqual([400, 'token_invalid']);
    const swappedUnsubscribe = await unsubscribe(confirmToken);
    expect([swappedUnsubscribe.status, ErrorBody.parse(await swappedUnsubscribe.json()).error.code]).toEqual([400, 'token_invalid']);
    expect((await rowOf('frank@example.org'))?.status).toBe('pending');
  });

  it('answers a link sent before the address unsubscribed as used', async () => {
    const { token } = await subscribeAndReadMail('gina@example.org');
    const id = (await rowOf('gina@example.org'))!.id;
    now += 1000;
    expect((await unsubscribe(tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) }))).status).toBe(200);
    const res = await confirm(token);
    expect([res.status, ErrorBody.parse(await res.json()).error.code]).toEqual([409, 'token_used']);
  });
});

describe('repeat subscriptions', () => {
  it('re-send a pending address at most one confirmation an hour, and three a day', async () => {
    const email = 'henry@example.org';
    const answers: string[] = [];
    const at = async (hours: number) => {
      now = START + hours * HOUR;
      const res = await subscribe({ email });
      answers.push(await res.text());
    };
    await at(0);
    await at(0.5);
    expect(mailsTo(email)).toHaveLength(1);
    await at(1);
    expect(mailsTo(email)).toHaveLength(2);
    await at(2);
    await at(3);
    await at(4);
    expect(mailsTo(email)).toHaveLength(3);
    // The next UTC day has its own count.
    await at(16.5);
    expect(mailsTo(email)).toHaveLength(4);
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ success: true, message: SUBSCRIBED_MESSAGE })]));
  });

  it('send nothing to a confirmed address, and answer exactly like the first time', async () => {
    const { res: first, token } = await subscribeAndReadMail('iris@example.org');
    const firstBody = await first.text();
    expect((await confirm(token)).status).toBe(200);
    now += 2 * HOUR;
    const again = await subscribe({ email: 'IRIS@example.org' });
    expect([again.status, await again.text()]).toEqual([200, firstBody]);
    expect(mailsTo('iris@example.org')).toHaveLength(1);
    expect((await rowOf('iris@example.org'))?.status).toBe('confirmed');
  });
});

describe('bounces and failures', () => {
  it('marks an address the mail server refuses, answers as usual, and never mails it again', async () => {
    const email = 'nobody@example.org';
    inbox.refuse.add(email);
    const res = await subscribe({ email });
    expect(SubscriptionResult.parse(await res.json())).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    expect((await rowOf(email))?.bounced_at).not.toBeNull();
    const asked = inbox.recipientsAsked.filter((address) => address === email).length;
    now += 3 * HOUR;
    await subscribe({ email });
    expect(inbox.recipientsAsked.filter((address) => address === email)).toHaveLength(asked);
  });

  it('answers the failure message when the mail server cannot take the mail now, and records no send', async () => {
    inbox.unavailable = true;
    try {
      const res = await subscribe({ email: 'later@example.org' });
      expect(res.status).toBe(503);
      expect(SubscribeErrorBody.parse(await res.json())).toMatchObject({
        success: false,
        message: SUBSCRIBE_FAILED_MESSAGE,
        error: { code: 'mail_unavailable' },
      });
    } finally {
      inbox.unavailable = false;
    }
    expect(await rowOf('later@example.org')).toBeUndefined();
    // Nothing was recorded, so the retry is not held back by the hourly limit.
    await subscribeAndReadMail('later@example.org');
  });
});

describe('one-click unsubscription (RFC 8058)', () => {
  it('a digest carries both headers, and a cross-site POST to its link without cookie or Origin of ours unsubscribes, idempotently', async () => {
    const { token: confirmToken } = await subscribeAndReadMail('jane@example.org');
    expect((await confirm(confirmToken)).status).toBe(200);
    const id = (await rowOf('jane@example.org'))!.id;
    const oneClick = `${ORIGIN}${CONTRACT.unsubscribeOneClick.path}?token=${tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) })}`;
    // The headers helper's output, sent through the same transport and read back as a mailbox provider reads it.
    const sender = createMailer({ smtpUrl: inbox.url, from: 'updates@example.org', nodeEnv: 'production' }, pino({ level: 'silent' }));
    const before = inbox.mails.length;
    await sender.send({
      to: 'jane@example.org',
      subject: 'Digest',
      text: 'News',
      html: '<p>News</p>',
      headers: listUnsubscribeHeaders(oneClick, 'unsubscribe@example.org'),
    });
    const digest = (await inbox.nth(before + 1)).parsed;
    // The raw header lines, unfolded: mailparser's own view of List-* headers drops the -Post one.
    const header = (key: string) =>
      digest.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/\r\n\s+/g, ' ')
        .replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`<${oneClick}>, <mailto:unsubscribe@example.org?subject=unsubscribe>`);

    const target = oneClick.replace(ORIGIN, server.url);
    const providerPost = () =>
      fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://mail.example.net',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      });
    for (let i = 0; i < 2; i++) {
      const res = await providerPost();
      expect(res.status).toBe(200);
      expect(SubscriptionChange.parse(await res.json())).toEqual({ status: 'unsubscribed' });
      expect((await rowOf('jane@example.org'))?.status).toBe('unsubscribed');
    }
  });

  it('exempts only that path from the same-origin check: the page button’s JSON post from another site is refused', async () => {
    await subscribeAndReadMail('kate@example.org');
    const id = (await rowOf('kate@example.org'))!.id;
    const token = tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) });
    const res = await unsubscribe.call(null, token);
    expect(res.status).toBe(200);
    const foreign = await post(
      CONTRACT.unsubscribe.path,
      { token },
      { Origin: 'https://evil.example.net', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(foreign.status).toBe(403);
  });

  it('the page button unsubscribes idempotently', async () => {
    await subscribeAndReadMail('liam@example.org');
    const id = (await rowOf('liam@example.org'))!.id;
    const token = tokens.sign({ purpose: 'unsubscribe', subscriptionId: id, issuedAt: new Date(now) });
    for (let i = 0; i < 2; i++) {
      const res = await unsubscribe(token);
      expect([res.status, await res.json()]).toEqual([200, { status: 'unsubscribed' }]);
    }
    expect((await rowOf('liam@example.org'))?.status).toBe('unsubscribed');
  });
});

describe('production without SMTP_URL', () => {
  it('says so at start and answers every subscription with the failure message, storing nothing', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.org', nodeEnv: 'production' }, logger);
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string }).map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'mail: SMTP_URL is not set, so no mail can be sent: subscriptions are refused until it is'],
    ]);
    const refusing = await startTestServer({ databaseOf: server, mailer });
    try {
      const res = await fetch(refusing.url + CONTRACT.subscribe.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'undeliverable@example.org' }),
      });
      expect(res.status).toBe(503);
      expect(SubscribeErrorBody.parse(await res.json())).toMatchObject({
        success: false,
        message: SUBSCRIBE_FAILED_MESSAGE,
        error: { code: 'mail_unavailable' },
      });
      expect(await rowOf('undeliverable@example.org')).toBeUndefined();
    } finally {
      await refusing.close();
    }
  });
});

describe('development without SMTP_URL', () => {
  it('says so once at start and writes each mail, with its link, to the log', async () => {
    const lines: Array<{ msg: string; mail?: { to: string; text: string } }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.org', nodeEnv: 'development' }, logger);
    expect(lines.map((line) => line.msg)).toEqual(['mail: SMTP_URL is not set, so mails are written to this log instead of sent']);
    const logging = await startTestServer({ databaseOf: server, mailer, publicOrigin: ORIGIN });
    try {
      const res = await fetch(logging.url + CONTRACT.subscribe.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'developer@example.org' }),
      });
      expect(res.status).toBe(200);
      const written = lines.filter((line) => line.msg === 'mail written to the log (no SMTP_URL)');
      expect(written).toHaveLength(1);
      expect(written[0]?.mail?.to).toBe('developer@example.org');
      expect(written[0]?.mail?.text).toContain(`${ORIGIN}${SUBSCRIPTION_PAGES.confirm}?token=`);
      expect(mailsTo('developer@example.org')).toEqual([]);
    } finally {
      await logging.close();
    }
  });
});
