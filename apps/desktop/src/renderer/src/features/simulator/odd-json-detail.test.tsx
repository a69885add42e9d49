import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/cache/db';
import { createSyncEngine } from '../../data/sync/worker/pull-changes';
import { makeSimulator, makeSyncPage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

describe('a simulator whose stored JSON is odd', () => {
  it.each([
    ['an empty array', []],
    ['a number', 42],
    ['text of bad JSON', '{not json'],
    ['null', null],
  ])('syncs with %s in both JSON columns, and its detail page renders with empty lists', async (_name, blob) => {
    // The page exactly as a server would send it: not typed, not parsed.
    const raw = {
      ...makeSyncPage({ cursor: '1' }),
      simulators: [{ ...makeSimulator({ id: 7, name: 'Odd' }), detailedCapabilities: blob, learningResources: blob }],
    };
    await createSyncEngine({ db, fetchPage: async () => JSON.parse(JSON.stringify(raw)) as unknown }).syncNow();

    const user = userEvent.setup();
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'Odd' });

    await user.click(screen.getByRole('tab', { name: 'Features & Capabilities' }));
    let panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByText('No information available.').length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('tab', { name: 'Resources & Learning' }));
    panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByText('No information available.').length).toBeGreaterThanOrEqual(4);
  });
});
