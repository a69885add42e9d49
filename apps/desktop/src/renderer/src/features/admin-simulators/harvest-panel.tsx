import { Button, Callout, Card, Classes, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { HarvestingSwitch, harvestStateText, newerReleaseText, type HarvestState, type Simulator } from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBox } from '../../ui/error-box';
import { TextField } from '../../ui/form-field';
import { apiFieldErrors, isStaleEdit } from '../admin/mutations';
import { useAdminOffline } from '../admin/queries';
import { ADMIN_OFFLINE_TEXT, adminErrorText } from '../admin/ui/admin-error-text';
import { StaleEditCallout } from '../admin/ui/stale-edit-callout';
import { useApplyHarvestedRelease, useSetHarvesting } from './mutations';
import { useHarvestState } from './queries';
import './harvest-panel.css';

const TONE_INTENT = { ok: Intent.NONE, failing: Intent.DANGER, off: Intent.WARNING, none: Intent.NONE } as const;

/** The harvested release is newer than the listed one: say so, and copy it in with one click. */
function NewerReleaseNotice({
  simulator,
  newer,
  offline,
  reloading,
  onReload,
}: {
  simulator: Simulator;
  newer: NonNullable<HarvestState['newerRelease']>;
  offline: boolean;
  reloading: boolean;
  onReload: () => void;
}) {
  const apply = useApplyHarvestedRelease();
  const [stale, setStale] = useState(false);
  const useIt = () => {
    setStale(false);
    apply.mutate({ id: simulator.id, expectedVersion: simulator.version }, { onError: (error) => setStale(isStaleEdit(error)) });
  };
  return (
    <>
      {stale ? <StaleEditCallout what="simulator" reloading={reloading} onReload={onReload} /> : null}
      <Callout intent={Intent.PRIMARY} icon={null} className="harvest-newer-release">
        <p>{newerReleaseText(newer, simulator.lastReleaseVersion)}</p>
        <Button intent={Intent.PRIMARY} text="Use it" loading={apply.isPending} disabled={offline} onClick={useIt} />
      </Callout>
    </>
  );
}

type SwitchOffValues = z.input<typeof HarvestingSwitch>;

/** Harvesting off (with the reason, which core's HarvestingSwitch requires) or back on. */
function HarvestingControl({ state, offline }: { state: HarvestState; offline: boolean }) {
  const setHarvesting = useSetHarvesting();
  const form = useForm<SwitchOffValues, unknown, HarvestingSwitch>({
    resolver: zodResolver(HarvestingSwitch),
    defaultValues: { enabled: false, reason: '' },
  });
  if (state.status === 'disabled') {
    return (
      <Button
        text="Switch harvesting on"
        loading={setHarvesting.isPending}
        disabled={offline}
        onClick={() => setHarvesting.mutate({ id: state.simulatorId, enabled: true })}
      />
    );
  }
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setHarvesting.mutateAsync({ id: state.simulatorId, enabled: false, reason: values.reason ?? '' });
      form.reset();
    } catch (error) {
      const message = apiFieldErrors(error).reason;
      if (message) form.setError('reason', { message }, { shouldFocus: true });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Switch harvesting off" className="harvest-switch-off">
      <fieldset className="admin-record-fieldset" disabled={setHarvesting.isPending || offline}>
        <TextField
          id="harvest-off-reason"
          label="Reason for switching harvesting off"
          registration={form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <Button type="submit" text="Switch harvesting off" loading={setHarvesting.isPending} />
      </fieldset>
    </form>
  );
}

function HarvestDetails({
  simulator,
  state,
  reloading,
  onReload,
}: {
  simulator: Simulator;
  state: HarvestState;
  reloading: boolean;
  onReload: () => void;
}) {
  const offline = useAdminOffline();
  // Ages as of the first render: the state is asked again on every visit.
  const now = useState(() => new Date())[0];
  const text = harvestStateText(state, now);
  return (
    <Card elevation={1} className="harvest-panel">
      {text.tone === 'ok' || text.tone === 'none' ? (
        <p className="harvest-headline">{text.headline}</p>
      ) : (
        <Callout intent={TONE_INTENT[text.tone]} className="harvest-headline">
          {text.headline}
        </Callout>
      )}
      {text.lastHarvested ? <p className={Classes.TEXT_MUTED}>{text.lastHarvested}</p> : null}
      {text.earlierError ? <p className={Classes.TEXT_MUTED}>{text.earlierError}</p> : null}
      {state.newerRelease ? (
        // Keyed by the row's version: a reloaded record starts the notice afresh, without the stale warning.
        <NewerReleaseNotice
          key={simulator.version}
          simulator={simulator}
          newer={state.newerRelease}
          offline={offline}
          reloading={reloading}
          onReload={onReload}
        />
      ) : null}
      {offline ? <p className={Classes.TEXT_MUTED}>{ADMIN_OFFLINE_TEXT}</p> : null}
      <HarvestingControl key={state.status} state={state} offline={offline} />
    </Card>
  );
}

/**
 * `/admin/simulators/view/{id}`'s harvest section: what the repository harvester last did with this tool (its
 * error, plainly, with its age; switched off and why), the switch, and "Use it" when it found a newer release.
 */
export function HarvestPanel({ simulator, reloading, onReload }: { simulator: Simulator; reloading: boolean; onReload: () => void }) {
  const harvest = useHarvestState(simulator.id);
  const reload = () => {
    onReload();
    void harvest.refetch();
  };
  return (
    <section aria-labelledby="harvest-heading">
      <h2 id="harvest-heading">Repository harvest</h2>
      {harvest.data ? (
        <HarvestDetails simulator={simulator} state={harvest.data} reloading={reloading || harvest.isFetching} onReload={reload} />
      ) : harvest.isError ? (
        <ErrorBox>Failed to load the harvest state: {adminErrorText(harvest.error)}</ErrorBox>
      ) : (
        <Spinner size={20} aria-label="Loading harvest state" />
      )}
    </section>
  );
}
