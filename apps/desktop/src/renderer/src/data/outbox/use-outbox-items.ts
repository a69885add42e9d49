import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../cache/db';
import type { OutboxEndpoint, OutboxItem } from './item';
import { readOutbox } from './store';

/** The outbox's items of the given entries, oldest first, kept current as they are queued, sent or discarded. */
export function useOutboxItems(endpoints: readonly OutboxEndpoint[]): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const key = endpoints.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const subscription = liveQuery(() => readOutbox(db)).subscribe({
      next: (rows) => setItems(rows.filter((row) => wanted.has(row.endpoint))),
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return items;
}
