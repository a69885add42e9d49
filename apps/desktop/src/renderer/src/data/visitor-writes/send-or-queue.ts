import { isUnreachable } from '../api-client';
import { idempotencyHeader, newIdempotencyKey } from '../outbox/idempotency-key';
import type { OutboxWrite } from '../outbox/item';

export type SendOutcome<T> = { status: 'sent'; result: T } | { status: 'queued'; id: string };

/**
 * A visitor write's first attempt, with a fresh idempotency key; only a server out of reach puts it in the
 * outbox (same key), which is loaded just then, so home's subscribe form needs none of it to send.
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
