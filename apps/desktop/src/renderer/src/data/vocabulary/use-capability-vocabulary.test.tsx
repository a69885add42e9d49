import { capabilityVocabulary, type CapabilityVocabulary } from '@rsd/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { withFreshCache } from '../../test/test-db';
import { db } from '../cache/db';
import { DataProvider } from '../data-layer-context';
import type { SyncEngine } from '../sync/worker/pull-changes';
import { useCapabilityVocabulary } from './use-capability-vocabulary';
import { readStoredVocabulary, VOCABULARY_KEY } from './vocabulary-store';

withFreshCache();
afterEach(() => vi.unstubAllGlobals());

const neverSyncs: SyncEngine = {
  syncNow: () => Promise.reject(new Error('No sync in these tests.')),
  firstRows: () => Promise.reject(new Error('No sync in these tests.')),
  hasSynced: () => Promise.resolve(false),
};

/** A server vocabulary unlike core's: another version, and a term id this app's code does not know. */
const serverVocabulary = (version: number): CapabilityVocabulary => ({
  version,
  facets: [
    {
      id: 'physics',
      label: 'Physics and processes',
      terms: [
        { id: 'a-term-core-lacks', label: 'Something new', definition: 'A term of another vocabulary.', broader: 'gone', synonyms: [] },
      ],
    },
  ],
});

/** GET /api/capabilities answers `answer` (a vocabulary), or fails as with no network. */
function stubServer(answer: CapabilityVocabulary | 'down') {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (answer === 'down') throw new TypeError('Failed to fetch');
    expect(new URL(String(input), 'http://localhost').pathname).toBe('/api/capabilities');
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderVocabulary() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DataProvider value={{ db, engine: neverSyncs }}>{children}</DataProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useCapabilityVocabulary(), { wrapper });
  /** Once the cache's read and the server's answer are in (or failed). */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { result, settled };
}

describe('useCapabilityVocabulary', () => {
  it("is core's vocabulary on a first start without the server", async () => {
    const fetchMock = stubServer('down');
    const { result, settled } = renderVocabulary();
    expect(result.current).toEqual(capabilityVocabulary());
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual(capabilityVocabulary());
  });

  it('is the copy kept from an earlier visit while the server cannot be reached', async () => {
    stubServer('down');
    await db.meta.put({ key: VOCABULARY_KEY, vocabulary: serverVocabulary(99) });
    const { result, settled } = renderVocabulary();
    await settled();
    expect(result.current).toEqual(serverVocabulary(99));
  });

  it("takes the server's answer, even of an older version than core's, and keeps it for offline starts", async () => {
    await db.meta.put({ key: VOCABULARY_KEY, vocabulary: serverVocabulary(99) });
    stubServer(serverVocabulary(1));
    const { result, settled } = renderVocabulary();
    await settled();
    expect(result.current).toEqual(serverVocabulary(1));
    expect(await readStoredVocabulary(db)).toEqual(serverVocabulary(1));
  });

  it("reads a kept copy that no longer reads as a vocabulary as none: core's is used", async () => {
    stubServer('down');
    await db.meta.put({ key: VOCABULARY_KEY, vocabulary: { version: 'two', facets: 'none' } });
    expect(await readStoredVocabulary(db)).toBeNull();
    const { result, settled } = renderVocabulary();
    await settled();
    expect(result.current).toEqual(capabilityVocabulary());
  });
});
