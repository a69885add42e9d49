import { capabilityVocabulary } from '@rsd/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { realServer } from '../../test/real-server-context';
import { withFreshCache } from '../../test/test-db';
import { db } from '../cache/db';
import { fetchCapabilityVocabulary, readStoredVocabulary } from './vocabulary-store';

withFreshCache();

const { url: serverUrl } = realServer();
const realFetch = globalThis.fetch;

// The app's client calls the same-origin /api; here the origin is the real server.
beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), serverUrl), init));
  return () => vi.unstubAllGlobals();
});

describe('the capability vocabulary against the real server', () => {
  it('fetches GET /api/capabilities through the contract, and keeps it in the cache for an offline start', async () => {
    expect(await readStoredVocabulary(db)).toBeNull();
    const fetched = await fetchCapabilityVocabulary(db);
    // The server answers the vocabulary of the core it was built with, this one.
    expect(fetched).toEqual(capabilityVocabulary());
    expect(await readStoredVocabulary(db)).toEqual(fetched);
  });
});
