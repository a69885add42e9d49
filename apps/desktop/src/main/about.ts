import { formatDistance } from 'date-fns';

export interface AboutFacts {
  version: string;
  serverUrl: string;
  /** When the renderer's cache last caught up (ISO 8601), null if never. */
  lastSyncedAt: string | null;
  now: Date;
}

/** The lines of the About box: version, the server in use, and the last sync in words. */
export function aboutDetail({ version, serverUrl, lastSyncedAt, now }: AboutFacts): string {
  const lastSync = lastSyncedAt ? formatDistance(new Date(lastSyncedAt), now, { addSuffix: true }) : 'not yet';
  return [`Version ${version}`, `Server: ${serverUrl}`, `Last sync: ${lastSync}`].join('\n');
}
