import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { SubscriptionForm } from './subscription-form';

describe('SubscriptionForm', () => {
  it('accepts an email alone, defaulting the source to website', () => {
    expect(SubscriptionForm.parse({ email: 'ada@example.org' })).toEqual({
      email: 'ada@example.org',
      name: null,
      company: null,
      source: 'website',
    });
  });

  it('keeps name, company and source, trimmed', () => {
    expect(SubscriptionForm.parse({ email: ' ada@example.org ', name: ' Ada ', company: 'Example', source: 'hero-section' })).toEqual({
      email: 'ada@example.org',
      name: 'Ada',
      company: 'Example',
      source: 'hero-section',
    });
  });

  it('reads blank optional fields as missing and a blank source as website', () => {
    expect(SubscriptionForm.parse({ email: 'a@example.org', name: '  ', company: '', source: '' })).toMatchObject({
      name: null,
      company: null,
      source: 'website',
    });
  });

  it.each(['', 'not-an-email', 'a@', '@b.org', 'a b@c.org', undefined, null])(
    'rejects email %j with the exact message (no final period)',
    (email) => {
      expect(messagesOf(SubscriptionForm, { email })).toEqual({ email: ['Please enter a valid email address'] });
    },
  );
});
