import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { makeSubmission, stubAdminApi } from '../admin/test/admin-api-stub';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const toast = () => document.querySelector('.bp6-toast');
const pending = makeSubmission(1, { name: 'FlowX', applicationAreas: ['Black oil', 'CO2 storage', 'Geothermal', 'EOR'] });
const approved = makeSubmission(2, { name: 'GeoY', status: 'approved', applicationAreas: ['Geomechanics'], simulatorId: 7 });
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('/admin/simulator-submissions', { timeout: 20_000 }, () => {
  it("shows 2 application areas then '+N more', and approve/reject only while pending", async () => {
    stubAdminApi({ submissions: [pending, approved] });
    renderApp('/admin/simulator-submissions');
    await screen.findByRole('cell', { name: 'FlowX' }, { timeout: 10_000 });
    const flow = within(row('FlowX'));
    expect(flow.getByText('Black oil')).toBeTruthy();
    expect(flow.getByText('CO2 storage')).toBeTruthy();
    expect(flow.queryByText('Geothermal')).toBeNull();
    expect(flow.getByText('+2 more')).toBeTruthy();
    expect(flow.getByRole('button', { name: 'Approve FlowX' })).toBeTruthy();
    expect(within(row('GeoY')).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(within(row('GeoY')).queryByText(/more/)).toBeNull();
  });

  it("approves with the spec's note, toasts 'Status updated' and the buttons go away", async () => {
    const api = stubAdminApi({ submissions: [pending] });
    renderApp('/admin/simulator-submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve FlowX' }, { timeout: 10_000 }));
    await waitFor(() => expect(toast()?.textContent).toContain('Status updated'));
    expect(api.bodiesTo('PATCH', '/api/simulator-submissions/1/status')).toEqual([
      { status: 'approved', adminNotes: 'Submission approved by admin. Added to simulators database.' },
    ]);
    await waitFor(() => expect(within(row('FlowX')).getByText('Approved')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Approve FlowX' })).toBeNull();
  });

  it('rejects with its note, and toasts the failure text when the decision fails', async () => {
    const api = stubAdminApi({ submissions: [pending] });
    renderApp('/admin/simulator-submissions');
    api.failNext('PATCH', '/api/simulator-submissions/1/status', 500);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject FlowX' }, { timeout: 10_000 }));
    await waitFor(() => expect(toast()?.textContent).toContain('Failed to update submission status. Please try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Reject FlowX' }));
    await waitFor(() => expect(within(row('FlowX')).getByText('Rejected')).toBeTruthy());
    expect(api.bodiesTo('PATCH', '/api/simulator-submissions/1/status').at(-1)).toEqual({
      status: 'rejected',
      adminNotes: 'Submission rejected by admin.',
    });
  });
});

describe('/admin/simulator-submissions/view/{id}', { timeout: 20_000 }, () => {
  it("shows the submission's texts, lists and submitter, and approves from the view page", async () => {
    stubAdminApi({ submissions: [pending] });
    renderApp('/admin/simulator-submissions/view/1');
    expect(await screen.findByRole('heading', { name: 'FlowX' }, { timeout: 10_000 })).toBeTruthy();
    for (const text of [
      'Tool number 1',
      'A reservoir simulator.',
      'MIT',
      'C++',
      'Black oil, CO2 storage, Geothermal, EOR',
      'Submitter 1',
      'submitter1@example.com',
      'TU Delft',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Approve FlowX' }));
    await waitFor(() => expect(screen.getByText('Submission approved by admin. Added to simulators database.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Reject FlowX' })).toBeNull();
  });

  it('links an approved submission to its simulator and offers no decision', async () => {
    stubAdminApi({ submissions: [approved] });
    renderApp('/admin/simulator-submissions/view/2');
    expect(await screen.findByRole('link', { name: 'View the listed simulator' }, { timeout: 10_000 })).toHaveProperty(
      'pathname',
      '/simulator/7',
    );
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });
});
