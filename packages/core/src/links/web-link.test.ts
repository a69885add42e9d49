import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMailLink, isWebLink, optionalWebLink, requiredWebLink, webLinkOrNull } from './web-link';

const REFUSED = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'javascript://example.org/%0Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.org',
  'mailto:a@example.org',
  'example.org',
  'http:example.org',
];

describe('isWebLink', () => {
  it.each(['https://example.org', 'http://localhost:8080/x', '  https://example.org/a?b#c  ', 'HTTPS://EXAMPLE.ORG'])(
    'accepts %j',
    (url) => {
      expect(isWebLink(url)).toBe(true);
    },
  );

  it.each([...REFUSED, '', 'N/A', '#', null, undefined])('refuses %j', (url) => {
    expect(isWebLink(url)).toBe(false);
  });

  it('keeps a web link trimmed and drops anything else', () => {
    expect(webLinkOrNull(' https://a.org ')).toBe('https://a.org');
    expect(webLinkOrNull('javascript:alert(1)')).toBeNull();
  });
});

describe('isMailLink', () => {
  it.each([
    ['mailto:ada@example.org', true],
    ['MAILTO:ada@example.org', true],
    ['mailto:jobs@example.com?subject=Reservoir%20Engineer', true],
    ['mailto:', false],
    ['mailto:javascript:alert(1)', false],
    ['ada@example.org', false],
    ['https://example.org', false],
  ])('%j -> %s', (url, ok) => {
    expect(isMailLink(url)).toBe(ok);
  });
});

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('link fields', () => {
  it.each(REFUSED)('a required link refuses %j with the given message', (url) => {
    expect(messages(requiredWebLink('Please enter a valid URL.'), url)).toEqual(['Please enter a valid URL.']);
  });

  it.each(REFUSED)('an optional link refuses %j with the given message', (url) => {
    expect(messages(optionalWebLink('Must be a valid URL.'), url)).toEqual(['Must be a valid URL.']);
  });

  it('reads a blank optional link as null', () => {
    expect(optionalWebLink('Must be a valid URL.').parse('  ')).toBeNull();
    expect(optionalWebLink('Must be a valid URL.').parse(undefined)).toBeNull();
  });
});
