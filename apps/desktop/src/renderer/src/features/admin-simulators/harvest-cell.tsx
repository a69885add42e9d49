import { Classes, Intent } from '@blueprintjs/core';
import { harvestStateText, versionLabel, type HarvestState } from '@rsd/core';
import { useState } from 'react';
import { StaticTag } from '../../ui/static-tag';
import './harvest-panel.css';

/** Where the table's harvest states are: one request for the whole table. */
export type HarvestStatesStatus = 'pending' | 'error' | 'success';

/**
 * The simulators table's Harvest cell: the state in words (a failure with its age and error, off with its reason,
 * both in bold as they need an admin), and a tag when a newer release waits to be used on the view page.
 */
export function HarvestCell({ state, status }: { state: HarvestState | undefined; status: HarvestStatesStatus }) {
  const now = useState(() => new Date())[0];
  if (!state) {
    const text = status === 'pending' ? 'Loading…' : status === 'error' ? 'Harvest state unavailable' : 'Not harvested yet';
    return <span className={Classes.TEXT_MUTED}>{text}</span>;
  }
  const text = harvestStateText(state, now);
  const needsAdmin = text.tone === 'failing' || text.tone === 'off';
  return (
    <span className="harvest-cell" data-harvest-tone={text.tone}>
      {needsAdmin ? (
        <strong>{text.headline}</strong>
      ) : (
        <span className={text.tone === 'none' ? Classes.TEXT_MUTED : undefined}>{text.headline}</span>
      )}
      {state.newerRelease ? (
        <StaticTag intent={Intent.PRIMARY} round>
          Newer release {versionLabel(state.newerRelease.version)}
        </StaticTag>
      ) : null}
    </span>
  );
}
