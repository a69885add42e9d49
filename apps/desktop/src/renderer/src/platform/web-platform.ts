import type { Platform } from './platform';

export function createWebPlatform(target: Pick<Window, 'open'>): Platform {
  return {
    kind: 'web',
    openExternal(url) {
      target.open(url, '_blank', 'noopener,noreferrer');
    },
    appVersion: async () => null,
  };
}
