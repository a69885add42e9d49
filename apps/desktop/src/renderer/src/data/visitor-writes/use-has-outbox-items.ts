import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../cache/db';
import type { OutboxEndpoint } from '../outbox/item';

/**
 * Whether the outbox holds a write (waiting or refused) of these entries, kept current as writes are queued,
 * sent or discarded (in any tab). Read from the raw rows, without the outbox's schemas (outbox/item.ts brings
 * every contribution form's), so a screen can load its list of them only when there is one.
 */
export function useHasOutboxItems(endpoints: readonly OutboxEndpoint[]): boolean {
  const [present, setPresent] = useState(false);
  const key = endpoints.join(',');
  useEffect(() => {
    const wanted = new Set<string>(key.split(','));
    const subscription = liveQuery(async () => (await db.outbox.filter((row) => wanted.has(row.endpoint)).count()) > 0).subscribe({
      next: setPresent,
      error: () => setPresent(false),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return present;
}
