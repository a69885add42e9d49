import type { Platform } from './platform';
import { shareOrCopy } from './share-link';

export function createWebPlatform(target: Pick<Window, 'open'> & { navigator?: Window['navigator'] }): Platform {
  return {
    kind: 'web',
    openExternal(url) {
      target.open(url, '_blank', 'noopener,noreferrer');
    },
    appVersion: async () => null,
    shareLink: (link) => shareOrCopy(target.navigator ?? {}, link),
    // The web build's server is the one that served the page: there is nothing to set.
    settings: null,
    // The page schedules its own syncs; no host asks for one or wants to know.
    onSyncRequested: () => () => undefined,
    reportLastSync: () => undefined,
  };
}
