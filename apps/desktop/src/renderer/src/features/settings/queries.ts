import { useQuery } from '@tanstack/react-query';
import type { PlatformSettings } from '../../platform/platform';

export const settingsKeys = { desktop: ['desktop-settings'] as const };

/** The settings main keeps; read once, then kept current by a save. */
export function useDesktopSettings(settings: PlatformSettings) {
  return useQuery({ queryKey: settingsKeys.desktop, queryFn: () => settings.read(), staleTime: Infinity, networkMode: 'always' });
}
