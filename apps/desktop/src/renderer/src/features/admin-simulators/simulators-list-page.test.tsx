import { makeJob, makeSimulator } from '@rsd/core/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./simulators-list-page'), import('../admin-jobs/jobs-list-page')]));

const toast = () => document.querySelector('.bp6-toast');
const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 10, hasNext: false });
const count = (rows: unknown[]) => ({ total: rows.length, totalExact: true });

describe('the admin record lists', { timeout: 30_000 }, () => {
  it('simulators: rows from the server, delete after confirmation, "Simulator deleted" and the list asked again', async () => {
    let rows = [makeSimulator({ id: 1, name: 'MRST' }), makeSimulator({ id: 2, name: 'OPM Flow' })];
    const api = fakeAdminApi({
      'GET /api/admin/simulators': () => ({ body: page(rows) }),
      'GET /api/admin/simulators/count': () => ({ body: count(rows) }),
      'DELETE /api/simulators/1': () => {
        rows = rows.filter((row) => row.id !== 1);
        return { body: { id: 1, deleted: true } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminApp('/admin/simulators');
    const table = await screen.findByRole('table', { name: 'Simulators' });
    expect(await within(table).findByText('MRST')).toBeTruthy();
    expect(api.seen[0]?.path).toBe('/api/admin/simulators?page=1&pageSize=10&q=');
    const user = userEvent.setup();

    await user.click(within(table).getByRole('button', { name: 'Delete MRST' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('This will permanently delete the simulator. This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Delete MRST' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Simulator deleted'));
    await waitFor(() => expect(within(table).queryByText('MRST')).toBeNull());
    expect(within(table).getByText('OPM Flow')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Simulator' }).getAttribute('href')).toBe('/admin/simulators/edit/new');
  });

  it('jobs: a failed delete says "Failed to delete job posting. Please try again."', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/jobs': () => ({ body: page([makeJob({ id: 3, title: 'Reservoir Engineer' })]) }),
      'GET /api/admin/jobs/count': () => ({ body: count([1]) }),
      'DELETE /api/jobs/3': () => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminApp('/admin/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const user = userEvent.setup();
    await user.click(await within(table).findByRole('button', { name: 'Delete Reservoir Engineer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This will permanently delete the job posting. This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Failed to delete job posting. Please try again.'));
    expect(toast()?.textContent).toContain('Error');
  });
});
