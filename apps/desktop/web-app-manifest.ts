import type { ManifestOptions } from 'vite-plugin-pwa';

/** Where each icon of the manifest lands in the web build, and its source in resources/. */
export const WEB_APP_ICONS = [
  { file: 'icon-192.png', src: '/icons/icon-192.png', sizes: '192x192' },
  { file: 'icon.png', src: '/icons/icon-512.png', sizes: '512x512' },
] as const;

/** The web app manifest: what lets a browser install the web build as an app. */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Reservoir Simulation Directory',
  short_name: 'Reservoir Sims',
  description: 'A community-driven directory of open-source reservoir simulation and subsurface modelling tools.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The header's colour (Blueprint dark gray 1), so the installed window's title bar matches it.
  theme_color: '#1c2127',
  background_color: '#f6f7f9',
  icons: WEB_APP_ICONS.map(({ src, sizes }) => ({ src, sizes, type: 'image/png', purpose: 'any' })),
};
