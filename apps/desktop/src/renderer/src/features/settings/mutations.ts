import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataLayer } from '../../data/data-layer-context';
import type { PlatformSettings } from '../../platform/platform';
import { showToast } from '../../ui/toast';
import { settingsKeys } from './queries';

export const SERVER_SAVED = 'Server saved';

/**
 * Saves a server address through main, which checks it first. On success the screen shows the saved value
 * and the cache syncs from the new server at once; a refusal resolves with main's reason for the form.
 */
export function useSaveServerUrl(settings: PlatformSettings) {
  const queryClient = useQueryClient();
  const { engine } = useDataLayer();
  return useMutation({
    mutationFn: (url: string) => settings.saveServerUrl(url),
    // Main does the network check itself: the mutation must run whatever the page thinks of the network.
    networkMode: 'always',
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(settingsKeys.desktop, result.settings);
      showToast({ title: SERVER_SAVED, description: `The app now uses ${result.settings.serverUrl}.` });
      engine.syncNow().catch(() => undefined);
    },
  });
}
