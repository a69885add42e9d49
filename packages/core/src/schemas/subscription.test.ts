import { describe, expect, it } from 'vitest';
import { SubscriptionToken, SubscriptionTokenBody } from './subscription';

describe('SubscriptionToken', () => {
  it.each([['eyJwIjoiYyJ9.c2ln'], ['  a_b-c.D-e_F  ']])('accepts the form of a signed token: %s', (token) => {
    expect(SubscriptionToken.parse(token)).toBe(token.trim());
  });

  it.each([
    ['', 'The link has no token.'],
    ['no-dot', 'This link is not one we sent.'],
    ['a.b.c', 'This link is not one we sent.'],
    ['a+b.c/d', 'This link is not one we sent.'],
    [`${'a'.repeat(500)}.b`, 'This link is not one we sent.'],
  ])('refuses %j with "%s"', (token, message) => {
    expect(SubscriptionToken.safeParse(token).error?.issues[0]?.message).toBe(message);
  });

  it('is the only field of the buttons’ body', () => {
    expect(SubscriptionTokenBody.safeParse({}).error?.issues[0]?.message).toBe('The link has no token.');
  });
});
