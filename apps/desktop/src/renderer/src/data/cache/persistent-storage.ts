/** Set once the browser was asked, so a refusal is not asked again on every load. */
export const PERSIST_ASKED_KEY = 'rsd-storage-persist-asked';

type PersistentStorage = Pick<StorageManager, 'persist' | 'persisted'>;

/**
 * Asks the browser once to keep this origin's storage (the offline cache, saved jobs) under storage
 * pressure instead of evicting it. Resolves with whether storage is persistent, null when not asked.
 */
export async function requestPersistentStorage(
  storage: PersistentStorage | undefined = globalThis.navigator?.storage,
  local: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
): Promise<boolean | null> {
  if (!storage?.persist || local.getItem(PERSIST_ASKED_KEY) !== null) return null;
  if (await storage.persisted()) return true;
  local.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
  return storage.persist();
}
