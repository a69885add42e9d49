import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

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

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt', 'scrypt$3$8$1$c2FsdA$a2V5', 'scrypt$1073741824$8$1$c2FsdA$a2V5'])('never matches a malformed hash: %s', async (stored) => {
    expect(await verifyPassword('plain', stored)).toBe(false);
  });
});
