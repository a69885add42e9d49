import { Classes, Intent } from '@blueprintjs/core';
import { CloudDownloadIcon, ErrorIcon, OfflineIcon, RefreshIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useEffect, useState, type ReactElement } from 'react';
import { useDataLayer } from '../data/data-layer-context';
import { AppPopover } from '../ui/app-popover';
import { useSyncStatus } from '../data/sync';
import { PlainButton } from '../ui/plain-button';
import { syncIndicatorState, type SyncIndicatorKind } from './sync-indicator-state';
import './offline.css';

/** "5 minutes ago" moves on while the page stays open. */
const CLOCK_TICK_MS = 30_000;

const ICONS: Record<SyncIndicatorKind, ReactElement> = {
  update: <WarningSignIcon />,
  offline: <OfflineIcon />,
  error: <ErrorIcon />,
  syncing: <RefreshIcon />,
  'up-to-date': <TickCircleIcon />,
  'not-synced': <CloudDownloadIcon />,
};

const INTENTS: Record<SyncIndicatorKind, Intent> = {
  update: Intent.WARNING,
  offline: Intent.WARNING,
  error: Intent.DANGER,
  syncing: Intent.NONE,
  'up-to-date': Intent.SUCCESS,
  'not-synced': Intent.NONE,
};

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The header's word on the offline cache; its popover says more and offers Sync now or Retry. */
export function SyncStatusIndicator() {
  const status = useSyncStatus();
  const { engine } = useDataLayer();
  const state = syncIndicatorState(status, useNow());
  // A failure is already in the status store, which is what this shows.
  const sync = () => void engine.syncNow().catch(() => undefined);

  const content = (
    <div className="sync-status-popover">
      <p className="sync-status-detail">{state.detail}</p>
      {state.action ? <PlainButton text={state.action} icon={<RefreshIcon />} variant="outlined" onClick={sync} /> : null}
    </div>
  );
  return (
    <AppPopover content={content} placement="bottom-end">
      <PlainButton
        className={`sync-status-button is-${state.kind}`}
        variant="minimal"
        intent={INTENTS[state.kind]}
        icon={ICONS[state.kind]}
        aria-label={`Sync status: ${state.label}`}
      >
        <span className={`sync-status-label ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{state.label}</span>
      </PlainButton>
    </AppPopover>
  );
}
