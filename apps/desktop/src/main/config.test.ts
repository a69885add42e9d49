import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, loadDesktopConfig } from './config';

describe('loadDesktopConfig', () => {
  it('defaults to the local server when DIRECTORY_SERVER_URL is unset or empty', () => {
    expect(loadDesktopConfig({}).serverUrl.href).toBe(`${DEFAULT_SERVER_URL}/`);
    expect(loadDesktopConfig({ DIRECTORY_SERVER_URL: '' }).serverUrl.href).toBe('http://localhost:3000/');
  });

  it.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['https://directory.example.org', 'https://directory.example.org/'],
    ['https://example.org/directory/', 'https://example.org/directory/'],
  ])('accepts %s', (value, href) => {
    expect(loadDesktopConfig({ DIRECTORY_SERVER_URL: value }).serverUrl.href).toBe(href);
  });

  it.each(['localhost:3000', 'ftp://example.org', 'file:///srv/api', 'http://', 'not a url', 'javascript:alert(1)'])(
    'refuses %s with a message naming the variable and the value',
    (value) => {
      expect(() => loadDesktopConfig({ DIRECTORY_SERVER_URL: value })).toThrowError(
        `Invalid desktop configuration:\n  DIRECTORY_SERVER_URL: must be an http:// or https:// URL (got ${JSON.stringify(value)})`,
      );
    },
  );
});
