import { isUnreachable } from '../api-client';
import { idempotencyHeader, newIdempotencyKey } from '../outbox/idempotency-key';
import type { OutboxWrite } from '../outbox/item';

export type SendOutcome<T> = { status: 'sent'; result: T } | { status: 'queued'; id: string };

/**
 * A visitor write's first attempt, with a fresh idempotency key. Only when the server cannot be reached is it
 * kept in the outbox (under the same key) to be sent later; any answer (a 400, a 5xx) rejects as callApi does.
 * `send` must send `write` with the headers it is given. The outbox (its runner, and the schemas of every write
 * it can hold) is loaded only then: home's subscribe form needs none of it to send.
 */
export async function sendOrQueue<T>(write: OutboxWrite, send: (headers: Record<string, string>) => Promise<T>): Promise<SendOutcome<T>> {
  const key = newIdempotencyKey();
  try {
    return { status: 'sent', result: await send(idempotencyHeader(key)) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const { queueWrite } = await import('../outbox/app-outbox');
    await queueWrite(write, key);
    return { status: 'queued', id: key };
  }
}
