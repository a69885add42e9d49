import { createContext, useContext, type ReactNode } from 'react';
import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

/** The only place that looks for the preload bridge. */
export function detectPlatform(host: Window = window): Platform {
  return host.desktop ? createDesktopPlatform(host.desktop, host.navigator ?? {}) : createWebPlatform(host);
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>.');
  return platform;
}
