/** A fresh idempotency key for a visitor write: it goes with every attempt of that write, the outbox's too. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The header the server reads the key from. */
export const idempotencyHeader = (key: string): Record<string, string> => ({ 'Idempotency-Key': key });
