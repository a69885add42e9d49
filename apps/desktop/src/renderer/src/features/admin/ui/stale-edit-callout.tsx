import { Button, Callout, Intent } from '@blueprintjs/core';

/**
 * A save refused with 409: someone changed the record since this edit began. Reloading brings their version
 * into the form (the edit typed here is replaced), so nobody's change is overwritten unseen.
 */
export function StaleEditCallout({ what, reloading, onReload }: { what: string; reloading: boolean; onReload: () => void }) {
  return (
    <Callout intent={Intent.WARNING} title="This record changed" role="alert" className="stale-edit">
      <p>
        Someone else saved this {what} after you opened it, so your changes were not saved. Reload it to see the current version, then make
        your changes again.
      </p>
      <Button intent={Intent.WARNING} loading={reloading} onClick={onReload} text="Reload record" />
    </Callout>
  );
}
