import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { makeReport, stubAdminApi } from '../admin/test/admin-api-stub';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const toast = () => document.querySelector('.bp6-toast');
const open = makeReport(1, { simulatorName: 'OPM Flow', reporterName: 'Ada' });
const done = makeReport(2, { simulatorName: 'MRST', reporterName: 'Grace', resolved: true, adminNotes: 'Reviewed and resolved by admin' });
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('/admin/error-reports', { timeout: 20_000 }, () => {
  it("resolves from the list with the spec's note, toasts 'Status updated' and reloads the list", async () => {
    const api = stubAdminApi({ reports: [open, done] });
    renderApp('/admin/error-reports');
    await screen.findByRole('cell', { name: 'OPM Flow' }, { timeout: 10_000 });
    expect(within(row('OPM Flow')).getByText('Pending')).toBeTruthy();
    const listCalls = api.queriesTo('/api/error-reports').length;
    await userEvent.click(screen.getByRole('button', { name: 'Resolve report 1' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Status updated'));
    expect(api.bodiesTo('PATCH', '/api/error-reports/1/status')).toEqual([
      { resolved: true, adminNotes: 'Reviewed and resolved by admin' },
    ]);
    await waitFor(() => expect(within(row('OPM Flow')).getByText('Resolved')).toBeTruthy());
    expect(api.queriesTo('/api/error-reports').length).toBeGreaterThan(listCalls);
  });

  it('reopens with its note and toasts the failure text when the change fails', async () => {
    const api = stubAdminApi({ reports: [open, done] });
    renderApp('/admin/error-reports');
    api.failNext('PATCH', '/api/error-reports/2/status', 500);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen report 2' }, { timeout: 10_000 }));
    await waitFor(() => expect(toast()?.textContent).toContain('Failed to update error report status. Please try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen report 2' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Status updated'));
    expect(api.bodiesTo('PATCH', '/api/error-reports/2/status').at(-1)).toEqual({
      resolved: false,
      adminNotes: 'Reopened by admin for further review',
    });
  });

  it("searches on the server with the URL's search (a reporter's name)", async () => {
    const api = stubAdminApi({ reports: [open, done] });
    renderApp('/admin/error-reports?q=grace');
    expect(await screen.findByRole('cell', { name: 'MRST' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'OPM Flow' })).toBeNull();
    expect(api.queriesTo('/api/error-reports')[0]?.get('q')).toBe('grace');
  });
});

describe('/admin/error-reports/view/{id}', { timeout: 20_000 }, () => {
  it('shows the simulator, type, texts and reporter of the report, and resolves from the view page', async () => {
    const api = stubAdminApi({ reports: [open] });
    renderApp('/admin/error-reports/view/1');
    expect(await screen.findByRole('heading', { name: 'Error Report #1' }, { timeout: 10_000 })).toBeTruthy();
    for (const text of [
      'OPM Flow',
      'Inaccurate information',
      'The licence is GPL-3.0, not MIT.',
      'GPL-3.0',
      'Ada',
      'reporter1@example.com',
      'SINTEF',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Resolve report 1' }));
    await waitFor(() => expect(screen.getByText('Reviewed and resolved by admin')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reopen report 1' })).toBeTruthy();
    expect(api.bodiesTo('PATCH', '/api/error-reports/1/status')).toHaveLength(1);
  });

  it('says when the report does not exist', async () => {
    stubAdminApi({ reports: [open] });
    renderApp('/admin/error-reports/view/99');
    expect(await screen.findByText('Error report not found', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
