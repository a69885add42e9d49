import { CapabilityVocabulary, PUBLIC_READS } from '@rsd/core';
import { callApi } from '../api-client';
import type { DirectoryDb } from '../cache/db';

/**
 * The server's vocabulary as last fetched, in a meta row: no schema change, and like the job snapshots no part of
 * the synced cache (clearCache leaves it; the next fetch replaces it).
 */
export const VOCABULARY_KEY = 'capability-vocabulary';

/** The vocabulary kept, or null when none was fetched yet or the kept copy no longer reads (another app version's). */
export async function readStoredVocabulary(db: DirectoryDb): Promise<CapabilityVocabulary | null> {
  const parsed = CapabilityVocabulary.safeParse((await db.meta.get(VOCABULARY_KEY))?.['vocabulary']);
  return parsed.success ? parsed.data : null;
}

/**
 * GET /api/capabilities, kept for offline starts. The server's answer is the truth whatever its version, newer or
 * older than the one built into the app. It is a plain contract call: the browser revalidates it with the ETag the
 * server sends (the public reads' no-cache), so an unchanged vocabulary costs a 304.
 */
export async function fetchCapabilityVocabulary(db: DirectoryDb): Promise<CapabilityVocabulary> {
  const vocabulary = await callApi(PUBLIC_READS.getCapabilities);
  await db.meta.put({ key: VOCABULARY_KEY, vocabulary });
  return vocabulary;
}
