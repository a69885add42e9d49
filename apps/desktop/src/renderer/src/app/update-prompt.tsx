import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useAppUpdate } from '../platform/app-update';
import './offline.css';

export const UPDATE_AVAILABLE = 'Update available — reload';

/**
 * A new deployment is installed and waiting: this page keeps the version it started with until the reader
 * reloads, so it never mixes the two. Stays until used (a toast would time out and be missed).
 */
export function UpdatePrompt() {
  const apply = useAppUpdate((update) => update.apply);
  if (!apply) return null;
  return (
    <section aria-label="App update">
      <Callout className="update-prompt" intent="primary" compact icon={null}>
        <span>{UPDATE_AVAILABLE}</span>
        <Button text="Reload" icon={<RefreshIcon />} intent="primary" size="small" onClick={apply} />
      </Callout>
    </section>
  );
}
