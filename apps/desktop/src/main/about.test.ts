import { describe, expect, it } from 'vitest';
import { aboutDetail } from './about';

describe('aboutDetail', () => {
  const now = new Date('2026-11-23T08:30:00Z');

  it('gives the version, the server and how long ago the last sync was', () => {
    expect(aboutDetail({ version: '0.1.0', serverUrl: 'https://directory.example.org', lastSyncedAt: '2026-11-23T08:25:00Z', now })).toBe(
      'Version 0.1.0\nServer: https://directory.example.org\nLast sync: 5 minutes ago',
    );
  });

  it('says when there has been no sync yet', () => {
    expect(aboutDetail({ version: '0.1.0', serverUrl: 'http://localhost:3000', lastSyncedAt: null, now })).toMatch(/Last sync: not yet$/);
  });
});
