import { capabilityVocabulary, type CapabilityVocabulary } from '@rsd/core';
import { useQuery } from '@tanstack/react-query';
import { useDataLayer } from '../data-layer-context';
import { fetchCapabilityVocabulary, readStoredVocabulary } from './vocabulary-store';

/** Not a synced entity: a root of its own, which no sync invalidates. */
const VOCABULARY_QUERY_KEYS = {
  stored: ['capability-vocabulary', 'stored'],
  server: ['capability-vocabulary', 'server'],
} as const;

/** The vocabulary built into core, for a device that never fetched the server's (a first start offline). */
const BUILT_IN: CapabilityVocabulary = capabilityVocabulary();

/**
 * The capability vocabulary: the server's answer once it comes, else the copy the cache kept, else the one built into
 * the app. The server's wins whatever its version (it is the truth), so a screen must not assume every term id is one
 * core knows: look terms up in this vocabulary, and skip ids it lacks. Fetched on first use, once per page (the
 * query client's data never goes stale), and again on a later use after a failure.
 */
export function useCapabilityVocabulary(): CapabilityVocabulary {
  const { db } = useDataLayer();
  const stored = useQuery({ queryKey: VOCABULARY_QUERY_KEYS.stored, queryFn: () => readStoredVocabulary(db) });
  const server = useQuery({ queryKey: VOCABULARY_QUERY_KEYS.server, queryFn: () => fetchCapabilityVocabulary(db) });
  return server.data ?? stored.data ?? BUILT_IN;
}
