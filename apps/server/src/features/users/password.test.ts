import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../../http/http-error';
import {
  HASHING_BUSY_MESSAGE,
  HASHING_CONCURRENCY,
  HASHING_QUEUE_LIMIT,
  HASHING_RETRY_AFTER_SECONDS,
  hashPassword,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('reservoir rocks');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('reservoir rocks', hash)).toBe(true);
    expect(await verifyPassword('reservoir rock', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt', 'scrypt$3$8$1$c2FsdA$a2V5', 'scrypt$1073741824$8$1$c2FsdA$a2V5'])(
    'never matches a malformed hash: %s',
    async (stored) => {
      expect(await verifyPassword('plain', stored)).toBe(false);
    },
  );
});

describe('password hashing in turn', () => {
  // Cheap parameters (N = 2^10): the queue is what is tested, not scrypt's cost.
  const cheapHash = `scrypt$1024$8$1$c2FsdA$${Buffer.alloc(64).toString('base64url')}`;

  it(`refuses calls beyond ${HASHING_CONCURRENCY} running and ${HASHING_QUEUE_LIMIT} waiting with a 503 to retry, then takes them again`, async () => {
    const capacity = HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT;
    const outcomes = await Promise.allSettled(Array.from({ length: capacity + 5 }, () => verifyPassword('plain', cheapHash)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(capacity);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(refused).toHaveLength(5);
    for (const err of refused) {
      expect(err).toBeInstanceOf(RetryLaterError);
      expect(err).toMatchObject({
        status: 503,
        code: 'unavailable',
        message: HASHING_BUSY_MESSAGE,
        retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS,
      });
    }
    expect(await verifyPassword('plain', cheapHash)).toBe(false);
    expect(await verifyPassword('reservoir rocks', await hashPassword('reservoir rocks'))).toBe(true);
  });
});
