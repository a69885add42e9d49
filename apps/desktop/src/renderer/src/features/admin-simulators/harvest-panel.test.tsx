import type { HarvestState, Simulator } from '@rsd/core';
import { makeSimulator } from '@rsd/core/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./simulator-view-page'), import('./simulators-list-page')]));

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const toast = () => document.querySelector('.bp6-toast');

const harvestState = (overrides: Partial<HarvestState> = {}): HarvestState => ({
  simulatorId: 5,
  simulatorName: 'OPM Flow',
  sourceCodeRepository: 'https://github.com/OPM/opm-simulators',
  status: 'harvested',
  disabledReason: null,
  skippedReason: null,
  lastAttemptAt: hoursAgo(3),
  harvestedAt: hoursAgo(3),
  lastError: null,
  lastErrorAt: null,
  newerRelease: null,
  ...overrides,
});

const NEWER = { version: '2024.10', date: '2024-10-15', url: 'https://github.com/OPM/opm-simulators/releases/tag/release/2024.10' };
const opm = makeSimulator({ id: 5, name: 'OPM Flow', lastReleaseVersion: '2024.04', lastReleaseDate: '2024-04-30', version: 40 });

/** The view page's reads, and whatever a case adds. */
function serveView(record: () => Simulator, state: () => HarvestState, more: Parameters<typeof fakeAdminApi>[0] = {}) {
  const api = fakeAdminApi({
    'GET /api/simulators/5': () => ({ body: record() }),
    'GET /api/audit-log': () => ({ body: [] }),
    'GET /api/admin/simulators/5/harvest-state': () => ({ body: state() }),
    ...more,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const harvestSection = async () => within(await screen.findByRole('region', { name: 'Repository harvest' }));

describe('the harvest state on the admin simulator view', { timeout: 30_000 }, () => {
  it('a failing harvest says so plainly, with its age, beside the last success', async () => {
    serveView(
      () => opm,
      () =>
        harvestState({ status: 'failing', lastError: 'repository not found (404)', lastErrorAt: hoursAgo(2), harvestedAt: hoursAgo(50) }),
    );
    renderAdminApp('/admin/simulators/view/5');
    const section = await harvestSection();
    expect(await section.findByText('Harvest failed 2 hours ago: repository not found (404)')).toBeTruthy();
    expect(section.getByText('Last harvested 2 days ago')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Use it' })).toBeNull();
  });

  it('a newer harvested release: the notice, and "Use it" sends the version the page read; success is toasted', async () => {
    let record = opm;
    let state = harvestState({ newerRelease: NEWER });
    const api = serveView(
      () => record,
      () => state,
      {
        'POST /api/admin/simulators/5/use-harvested-release': () => {
          record = { ...record, lastReleaseVersion: '2024.10', lastReleaseDate: '2024-10-15', version: 41 };
          state = harvestState();
          return { body: record };
        },
      },
    );
    renderAdminApp('/admin/simulators/view/5');
    const section = await harvestSection();
    expect(
      await section.findByText('The repository has a newer release: v2024.10, released Oct 15, 2024; the listing shows v2024.04.'),
    ).toBeTruthy();

    await userEvent.setup().click(section.getByRole('button', { name: 'Use it' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Release updated'));
    expect(toast()?.textContent).toContain('The listing now shows v2024.10.');
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ expectedVersion: 40 });
    // The page reads the record and its state again: the notice is gone, the new release is listed.
    await waitFor(() => expect(section.queryByRole('button', { name: 'Use it' })).toBeNull());
    expect(await screen.findByText('2024.10')).toBeTruthy();
  });

  it('"Use it" on a record changed since it was read: the offer to reload, as a stale edit gets, and no toast', async () => {
    let record = opm;
    serveView(
      () => record,
      () => harvestState({ newerRelease: NEWER }),
      {
        'POST /api/admin/simulators/5/use-harvested-release': () => ({
          status: 409,
          body: { error: { code: 'conflict', message: 'This simulator was changed by someone else.' } },
        }),
      },
    );
    renderAdminApp('/admin/simulators/view/5');
    const section = await harvestSection();
    const user = userEvent.setup();
    await user.click(await section.findByRole('button', { name: 'Use it' }));

    const stale = await section.findByRole('alert');
    expect(stale.textContent).toContain('This record changed');
    expect(toast()).toBeNull();
    record = { ...opm, developmentStatus: 'Beta', version: 42 };
    await user.click(within(stale).getByRole('button', { name: 'Reload record' }));
    await waitFor(() => expect(section.queryByRole('alert')).toBeNull());
    expect(await screen.findByText('Beta')).toBeTruthy();
  });

  it('switching harvesting off needs a reason, sends it, and the switch turns back on', async () => {
    let state = harvestState();
    const api = serveView(
      () => opm,
      () => state,
      {
        'PATCH /api/admin/simulators/5/harvesting': ({ body }) => {
          const change = body as { enabled: boolean; reason: string | null };
          state = change.enabled ? harvestState() : harvestState({ status: 'disabled', disabledReason: change.reason });
          return { body: state };
        },
      },
    );
    renderAdminApp('/admin/simulators/view/5');
    const section = await harvestSection();
    expect(await section.findByText('Harvested 3 hours ago')).toBeTruthy();
    const user = userEvent.setup();

    await user.click(section.getByRole('button', { name: 'Switch harvesting off' }));
    expect(await section.findByText('Say why harvesting is switched off.')).toBeTruthy();
    expect(api.seen.some((r) => r.method === 'PATCH')).toBe(false);

    await user.type(section.getByLabelText('Reason for switching harvesting off'), 'The repository moved to a private mirror');
    await user.click(section.getByRole('button', { name: 'Switch harvesting off' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Harvesting switched off'));
    expect(api.seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      enabled: false,
      reason: 'The repository moved to a private mirror',
    });
    expect(await section.findByText('Harvesting is off: The repository moved to a private mirror')).toBeTruthy();

    await user.click(section.getByRole('button', { name: 'Switch harvesting on' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Harvesting switched on'));
    expect(api.seen.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ enabled: true, reason: null });
    expect(await section.findByRole('button', { name: 'Switch harvesting off' })).toBeTruthy();
  });
});

describe('the Harvest column of the admin simulators table', { timeout: 30_000 }, () => {
  it("shows each row's state, a failure with its age, off with its reason, and a newer release", async () => {
    const rows = [
      makeSimulator({ id: 1, name: 'MRST' }),
      makeSimulator({ id: 2, name: 'OPM Flow' }),
      makeSimulator({ id: 3, name: 'DuMux' }),
    ];
    const api = fakeAdminApi({
      'GET /api/admin/simulators': () => ({ body: { items: rows, page: 1, pageSize: 10, hasNext: false } }),
      'GET /api/admin/simulators/count': () => ({ body: { total: 3, totalExact: true } }),
      'GET /api/admin/harvest-states': () => ({
        body: [
          harvestState({
            simulatorId: 1,
            simulatorName: 'MRST',
            status: 'failing',
            lastError: 'repository not found (404)',
            lastErrorAt: hoursAgo(2),
          }),
          harvestState({ simulatorId: 2, status: 'disabled', disabledReason: 'Mirror only', newerRelease: NEWER }),
        ],
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminApp('/admin/simulators');
    const table = await screen.findByRole('table', { name: 'Simulators' });
    const rowOf = async (name: string) => within((await within(table).findByText(name)).closest('tr') as HTMLElement);

    expect(await (await rowOf('MRST')).findByText('Harvest failed 2 hours ago: repository not found (404)')).toBeTruthy();
    expect((await rowOf('OPM Flow')).getByText('Harvesting is off: Mirror only')).toBeTruthy();
    expect((await rowOf('OPM Flow')).getByText('Newer release v2024.10')).toBeTruthy();
    expect((await rowOf('DuMux')).getByText('Not harvested yet')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Harvest' })).toBeTruthy();
  });
});
