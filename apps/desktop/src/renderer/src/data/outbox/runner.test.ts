import { makeSimulator } from '@rsd/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { withFreshCache } from '../../test/test-db';
import { ApiError, NetworkError } from '../api-client';
import { db } from '../cache/db';
import { INITIAL_SYNC_STATUS, useSyncStatus, whenServerReachable, type SyncStatus } from '../sync/status';
import { sendOrQueue } from '../visitor-writes/send-or-queue';
import { backoffMs, retryAfterUntil } from './backoff';
import type { OutboxItem, OutboxWrite } from './item';
import { createOutboxRunner } from './runner';
import { discardOutboxItem, enqueueWrite, OUTBOX_CONFLICT_NOTE, readOutbox } from './store';

withFreshCache();

const T0 = Date.parse('2026-01-01T00:00:00Z');
let clock = T0;
const now = () => clock;

const subscription = (email: string): OutboxWrite => ({
  endpoint: 'subscribe',
  body: { email, name: null, company: null, source: 'website' },
});
const report: OutboxWrite = {
  endpoint: 'reportError',
  body: {
    simulatorId: makeSimulator().id,
    errorType: 'inaccurate',
    description: 'The licence is wrong.',
    correction: null,
    reporterName: 'Ada',
    reporterEmail: 'ada@example.org',
    reporterOrganization: null,
  },
};

const unreachable = () => new NetworkError(new TypeError('Failed to fetch'));
const answer = (status: number, body: unknown, retryAfter: string | null = null) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body as ApiError['body'], body, retryAfter);

type Send = (item: OutboxItem) => Promise<unknown>;

function runner(send: Send, whenReachable?: (listener: () => void) => () => void) {
  const target = new EventTarget() as EventTarget & Pick<Window, 'setTimeout' | 'clearTimeout'>;
  const timers: { at: number; fn: () => void }[] = [];
  Object.assign(target, {
    setTimeout: (fn: () => void, delay: number) => timers.push({ at: clock + delay, fn }),
    clearTimeout: () => undefined,
  });
  return { outbox: createOutboxRunner({ db, send, now, runExclusive: null, target, whenReachable }), target, timers };
}

beforeEach(() => {
  clock = T0;
});

/** The subscribe call as the app makes it, over the stubbed fetch. */
const sendSubscription = (headers: Record<string, string>) => {
  return fetch('/api/subscribe', { method: 'POST', headers }).then(
    async (response) => {
      if (!response.ok) throw answer(response.status, await response.json());
      return response.json();
    },
    (cause: unknown) => {
      throw new NetworkError(cause);
    },
  );
};

describe('sendOrQueue (a visitor write)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  it('queues the write under the key its first attempt carried when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await sendOrQueue(subscription('a@example.org'), sendSubscription);
    const key = new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key');
    expect(outcome).toEqual({ status: 'queued', id: key });
    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ id: key, endpoint: 'subscribe', attempts: 1, state: 'waiting', lastStatus: null }),
    ]);
  });

  it.each([
    [500, { error: { code: 'internal', message: 'Boom' } }],
    [400, { error: { code: 'validation_failed', message: 'Invalid', fields: { email: ['Please enter a valid email address'] } } }],
  ])('rejects and queues nothing on a %i', async (status, body) => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    await expect(sendOrQueue(subscription('a@example.org'), sendSubscription)).rejects.toMatchObject({ status });
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers sent with the result and queues nothing on a 2xx, each attempt under a fresh key', async () => {
    fetchMock.mockImplementation(async () => new Response('{"success":true,"message":"ok"}', { status: 200 }));
    expect(await sendOrQueue(subscription('a@example.org'), sendSubscription)).toEqual({
      status: 'sent',
      result: { success: true, message: 'ok' },
    });
    await sendOrQueue(subscription('a@example.org'), sendSubscription);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it("starts the app's runner when it queues a write (nothing waited at start): not sent again at once, sent when the server answers again", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await sendOrQueue(subscription('a@example.org'), sendSubscription);
    expect(outcome.status).toBe('queued');
    // The first attempt's failure is not followed by another at once: the write waits out its backoff.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(new Response('{"success":true,"message":"ok"}', { status: 200 }));
    useSyncStatus.setState({ offline: true });
    useSyncStatus.setState({ offline: false });

    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/subscribe');
  });
});

describe('outbox runner', () => {
  it('sends each waiting item once, oldest first, and removes it on a 2xx', async () => {
    await enqueueWrite(db, subscription('first@example.org'), 'key-1', clock);
    clock += 1;
    await enqueueWrite(db, report, 'key-2', clock);
    const send = vi.fn<Send>(async () => ({ id: 1 }));
    const { outbox } = runner(send);

    const results = await Promise.all([outbox.flush({ all: true }), outbox.flush({ all: true }), outbox.flush()]);

    expect(send.mock.calls.map(([item]) => item.id)).toEqual(['key-1', 'key-2']);
    expect(results[0]).toEqual({ sent: 2, refused: 0 });
    expect(await db.outbox.count()).toBe(0);
    await outbox.flush({ all: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('leaves an item alone until its backoff is over, unless asked for all (start, online)', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const send = vi.fn<Send>(async () => ({}));
    const { outbox } = runner(send);

    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    clock += backoffMs(1);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the items while the server is unreachable, with a growing backoff, and holds the rest of the run', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    await enqueueWrite(db, subscription('b@example.org'), 'key-2', clock + 1);
    const send = vi.fn<Send>(async () => {
      throw unreachable();
    });
    const { outbox } = runner(send);

    await outbox.flush({ all: true });

    expect(send).toHaveBeenCalledTimes(1);
    const [first, second] = await readOutbox(db);
    expect(first).toMatchObject({ id: 'key-1', state: 'waiting', attempts: 2, lastStatus: null, nextAttemptAt: T0 + backoffMs(2) });
    expect(second?.nextAttemptAt).toBeGreaterThanOrEqual(T0 + backoffMs(2));
  });

  it('retries a 5xx later and goes on with the next item', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    await enqueueWrite(db, subscription('b@example.org'), 'key-2', clock + 1);
    const send = vi.fn<Send>(async (item) => {
      if (item.id === 'key-1') throw answer(500, { error: { code: 'internal', message: 'Boom' } });
      return {};
    });
    const { outbox } = runner(send);

    expect(await outbox.flush({ all: true })).toEqual({ sent: 1, refused: 0 });
    expect(await readOutbox(db)).toEqual([expect.objectContaining({ id: 'key-1', state: 'waiting', lastStatus: 500, attempts: 2 })]);
  });

  it('marks a 400 as refused with the server reason, and never sends it again', async () => {
    // Valid for this client, refused by the server (whose rule may be stricter).
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const send = vi.fn<Send>(async () => {
      throw answer(400, {
        error: { code: 'validation_failed', message: 'Invalid', fields: { email: ['Please enter a valid email address'] } },
      });
    });
    const { outbox } = runner(send);

    expect(await outbox.flush({ all: true })).toEqual({ sent: 0, refused: 1 });
    clock += 60 * 60_000;
    await outbox.flush({ all: true });

    expect(send).toHaveBeenCalledTimes(1);
    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ id: 'key-1', state: 'refused', lastStatus: 400, lastError: 'Please enter a valid email address' }),
    ]);
  });

  it('marks a 422 (the key was used with another body) as refused with a note', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const { outbox } = runner(async () => {
      throw answer(422, { error: { code: 'conflict', message: 'Key reused' } });
    });
    await outbox.flush({ all: true });
    expect(await readOutbox(db)).toEqual([expect.objectContaining({ state: 'refused', lastError: OUTBOX_CONFLICT_NOTE })]);
  });

  it("waits out a 429's Retry-After for every item, even when asked for all", async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    await enqueueWrite(db, subscription('b@example.org'), 'key-2', clock + 1);
    let limited = true;
    const send = vi.fn<Send>(async () => {
      if (limited) throw answer(429, { error: { code: 'rate_limited', message: 'Too many requests.' } }, '30');
      return {};
    });
    const { outbox, timers } = runner(send);
    const stop = outbox.start();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await readOutbox(db))[0]?.lastStatus).toBe(429));
    limited = false;

    clock += 29_000;
    await outbox.flush({ all: true });
    expect(send).toHaveBeenCalledTimes(1);

    clock += 1_000;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(3);
    expect(await db.outbox.count()).toBe(0);
    expect(timers.some((timer) => timer.at === T0 + 30_000)).toBe(true);
    stop();
  });

  it('started by a write just queued, sends nothing at once but sets the timer for it; a stop before the timer is set leaves none', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const send = vi.fn<Send>(async () => ({}));
    const { outbox, timers } = runner(send);
    const stop = outbox.start({ sendWaiting: false });
    await vi.waitFor(() => expect(timers.map((timer) => timer.at)).toEqual([T0 + backoffMs(1)]));
    expect(send).not.toHaveBeenCalled();
    stop();

    const again = runner(send);
    again.outbox.start({ sendWaiting: false })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.timers).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at start and when the network returns, and the timer fires the next attempt', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    let up = false;
    const send = vi.fn<Send>(async () => {
      if (!up) throw unreachable();
      return {};
    });
    const { outbox, target, timers } = runner(send);
    const stop = outbox.start();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(timers.at(-1)?.at).toBe(T0 + backoffMs(2)));

    clock = timers.at(-1)?.at ?? clock;
    timers.at(-1)?.fn();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));

    up = true;
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(3);
    stop();
  });

  it('sends when the server answers again although the browser never went offline (the sync status turns reachable)', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    let up = false;
    const send = vi.fn<Send>(async () => {
      if (!up) throw unreachable();
      return {};
    });
    const status = create<SyncStatus>(() => ({ ...INITIAL_SYNC_STATUS, offline: true }));
    const { outbox } = runner(send, (listener) => whenServerReachable(listener, status));
    const stop = outbox.start();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    up = true;
    // Still offline: nothing new. Then a sync gets an answer: the waiting item goes at once, backoff or not.
    status.setState({ syncing: true });
    expect(send).toHaveBeenCalledTimes(1);
    status.setState({ offline: false });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(2);

    stop();
    status.setState({ offline: true });
    status.setState({ offline: false });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not send an item the visitor discarded', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const send = vi.fn<Send>(async () => ({}));
    const { outbox } = runner(send);
    await discardOutboxItem(db, 'key-1');
    await outbox.flush({ all: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('runs one pass at a time across tabs through the lock it is given', async () => {
    await enqueueWrite(db, subscription('a@example.org'), 'key-1', clock);
    const names: string[] = [];
    const send = vi.fn<Send>(async () => ({}));
    const outbox = createOutboxRunner({
      db,
      send,
      now,
      runExclusive: (fn) => {
        names.push('locked');
        return fn();
      },
    });
    await outbox.flush({ all: true });
    expect(names).toEqual(['locked']);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('backoff and Retry-After', () => {
  it('backs off from 5 s, doubling, up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(50)).toBe(300_000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterUntil('30', T0)).toBe(T0 + 30_000);
    expect(retryAfterUntil(new Date(T0 + 90_000).toUTCString(), T0)).toBe(T0 + 90_000);
    expect(retryAfterUntil('soon', T0)).toBeNull();
    expect(retryAfterUntil(null, T0)).toBeNull();
  });
});
