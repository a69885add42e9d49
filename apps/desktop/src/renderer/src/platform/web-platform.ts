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
  };
}
