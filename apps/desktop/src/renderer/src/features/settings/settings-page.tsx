import { Card } from '@blueprintjs/core';
import { DesktopIcon } from '@blueprintjs/icons';
import { usePageTitle } from '../../app/use-page-title';
import { usePlatform } from '../../platform/platform-context';
import type { PlatformSettings } from '../../platform/platform';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { RoutePending } from '../../ui/route-pending';
import { useDesktopSettings } from './queries';
import { ServerUrlSettings } from './server-url-form';
import './settings.css';

export const SETTINGS_TITLE = 'Settings';
export const DESKTOP_ONLY_TITLE = 'Settings are part of the desktop app';

function DesktopSettings({ settings }: { settings: PlatformSettings }) {
  const current = useDesktopSettings(settings);
  if (current.isPending) return <RoutePending />;
  if (current.isError) return <ErrorBox title="The settings could not be read">{current.error.message}</ErrorBox>;
  return (
    <section aria-labelledby="settings-server">
      <h2 id="settings-server">Directory server</h2>
      <Card>
        <ServerUrlSettings settings={settings} current={current.data} />
      </Card>
    </section>
  );
}

/** The desktop app's settings; the web build, served by its own server, has none and says so. */
export function SettingsPage() {
  usePageTitle(SETTINGS_TITLE, 'Settings of the desktop app: the directory server it syncs with.');
  const { settings } = usePlatform();
  return (
    <article className="page settings-page">
      <h1>{SETTINGS_TITLE}</h1>
      {settings ? (
        <DesktopSettings settings={settings} />
      ) : (
        <EmptyState
          icon={DesktopIcon}
          title={DESKTOP_ONLY_TITLE}
          description="In the browser, the directory comes from the server that served this page: there is nothing to set."
        />
      )}
    </article>
  );
}
