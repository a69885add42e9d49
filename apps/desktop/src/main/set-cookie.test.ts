import { describe, expect, it } from 'vitest';
import { cookieHeader, domainMatches, parseSetCookie } from './set-cookie';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const LOGIN_URL = new URL('https://directory.example.org/api/auth/login');

describe('parseSetCookie', () => {
  it('reads a session cookie with its attributes, host-only and with the default path', () => {
    expect(parseSetCookie('sid=a1b2; Secure; HttpOnly; SameSite=Strict', LOGIN_URL, NOW)).toEqual({
      kind: 'set',
      details: {
        url: 'https://directory.example.org/api/auth',
        name: 'sid',
        value: 'a1b2',
        path: '/api/auth',
        secure: true,
        httpOnly: true,
        sameSite: 'strict',
      },
    });
  });

  it('turns Max-Age into an expiry, and lets it win over Expires', () => {
    const action = parseSetCookie('sid=1; Expires=Wed, 01 Jan 2020 00:00:00 GMT; Max-Age=60; Path=/', LOGIN_URL, NOW);
    expect(action).toMatchObject({ kind: 'set', details: { expirationDate: NOW / 1000 + 60, path: '/' } });
    const expires = parseSetCookie('sid=1; Expires=Wed, 01 Jan 2031 00:00:00 GMT', LOGIN_URL, NOW);
    expect(expires).toMatchObject({ details: { expirationDate: Date.parse('2031-01-01T00:00:00Z') / 1000 } });
  });

  it('asks for removal when the expiry is past', () => {
    expect(parseSetCookie('sid=; Path=/; Max-Age=0', LOGIN_URL, NOW)).toEqual({
      kind: 'remove',
      url: 'https://directory.example.org/',
      name: 'sid',
    });
    expect(parseSetCookie('sid=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT', LOGIN_URL, NOW)).toMatchObject({ kind: 'remove' });
  });

  it('keeps a Domain the host belongs to, and ignores a cookie for another site', () => {
    expect(parseSetCookie('a=1; Domain=.Example.org', LOGIN_URL, NOW)).toMatchObject({ details: { domain: 'example.org' } });
    expect(parseSetCookie('a=1; Domain=evil.org', LOGIN_URL, NOW)).toBeUndefined();
    expect(parseSetCookie('a=1; Domain=ample.org', LOGIN_URL, NOW)).toBeUndefined();
  });

  it('maps SameSite=None and ignores unknown values', () => {
    expect(parseSetCookie('a=1; SameSite=None; Secure', LOGIN_URL, NOW)).toMatchObject({ details: { sameSite: 'no_restriction' } });
    expect(parseSetCookie('a=1; SameSite=Sometimes', LOGIN_URL, NOW)).toMatchObject({ details: { sameSite: 'unspecified' } });
  });

  it.each(['no-equals-sign', '=value-only', ''])('ignores %j', (header) => {
    expect(parseSetCookie(header, LOGIN_URL, NOW)).toBeUndefined();
  });
});

describe('domainMatches', () => {
  it('matches the domain and its subdomains, never an IP address by suffix', () => {
    expect(domainMatches('example.org', 'example.org')).toBe(true);
    expect(domainMatches('api.example.org', 'example.org')).toBe(true);
    expect(domainMatches('badexample.org', 'example.org')).toBe(false);
    expect(domainMatches('10.0.0.1', '0.0.1')).toBe(false);
  });
});

describe('cookieHeader', () => {
  it('joins name=value pairs, or gives nothing', () => {
    expect(
      cookieHeader([
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ]),
    ).toBe('a=1; b=2');
    expect(cookieHeader([])).toBeUndefined();
  });
});
