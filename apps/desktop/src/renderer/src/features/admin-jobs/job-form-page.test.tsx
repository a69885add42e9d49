import { makeJob } from '@rsd/core/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./job-form-page'), import('./job-view-page')]));

const toast = () => document.querySelector('.bp6-toast');
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const stored = makeJob({
  id: 4,
  version: 2,
  title: 'Reservoir Engineer',
  description: 'Build and run reservoir models.',
  tags: ['OPM', 'Python'],
  postedAt: '2026-01-10T12:00:00.000Z',
  expiresAt: null,
});

function serve(handlers: Parameters<typeof fakeAdminApi>[0]) {
  const api = fakeAdminApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function replace(label: RegExp | string, text: string) {
  const user = userEvent.setup();
  await user.clear(input(label));
  if (text) {
    await user.click(input(label));
    await user.paste(text);
  }
}

describe('the job add, edit and view pages', { timeout: 30_000 }, () => {
  it('add: shows the core messages, then posts tags as a list, salaries as numbers and the day as an instant', async () => {
    const api = serve({ 'POST /api/jobs': () => ({ status: 201, body: makeJob({ id: 9 }) }) });
    const { router } = renderAdminApp('/admin/jobs/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Job' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Title must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeTruthy();
    expect(api.seen).toEqual([]);

    await replace('Title', 'Reservoir Engineer');
    await replace('Company', 'Equinor');
    await replace('Location', 'Stavanger');
    await replace(/Minimum Salary/, '90,000');
    await replace(/Maximum Salary/, '80000');
    await replace('Description', 'Build and run reservoir models.');
    await replace(/Tags/, 'OPM, Python,');
    await replace('Posted On', '2026-02-03');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Maximum salary must not be below the minimum salary.')).toBeTruthy();

    await replace(/Maximum Salary/, '120000');
    await user.click(screen.getByLabelText('Featured'));
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jobs'));
    expect(toast()?.textContent).toContain('Job created');
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/jobs',
      body: {
        title: 'Reservoir Engineer',
        salaryMin: 90000,
        salaryMax: 120000,
        tags: ['OPM', 'Python'],
        postedAt: '2026-02-03T12:00:00.000Z',
        isFeatured: true,
        expiresAt: null,
      },
    });
  });

  it('edit: loads the job, sends expectedVersion, and a 409 offers the reload', async () => {
    let current = stored;
    const api = serve({
      'GET /api/jobs/4': () => ({ body: current }),
      'PUT /api/jobs/4': () => ({ status: 409, body: { error: { code: 'conflict', message: 'Changed meanwhile.' } } }),
    });
    renderAdminApp('/admin/jobs/edit/4');
    await waitFor(() => expect(input('Title').value).toBe('Reservoir Engineer'));
    expect(input(/Tags/).value).toBe('OPM, Python');
    expect(input('Posted On').value).toBe('2026-01-10');
    current = { ...stored, title: 'Senior Reservoir Engineer', version: 3 };
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('This record changed')).toBeTruthy();
    expect(toast()?.textContent).toContain('Failed to update job posting: Changed meanwhile.');
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ expectedVersion: 2 });
    await user.click(screen.getByRole('button', { name: 'Reload record' }));
    await waitFor(() => expect(input('Title').value).toBe('Senior Reservoir Engineer'));
  });

  it('view: the company, experience, tags, featured and application e-mail fields, and the audit log', async () => {
    serve({
      'GET /api/jobs/4': () => ({ body: stored }),
      'GET /api/audit-log': () => ({
        body: [
          {
            id: 3,
            at: '2026-01-02T03:04:05.000Z',
            actorUsername: 'root',
            action: 'create',
            entity: 'job',
            entityId: 4,
            summary: 'Created job',
          },
        ],
      }),
    });
    renderAdminApp('/admin/jobs/view/4');
    await screen.findByRole('heading', { level: 1, name: 'Reservoir Engineer' });
    for (const label of ['Company', 'Experience Level', 'Tags', 'Featured', 'Application Email']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(screen.getByText('OPM, Python')).toBeTruthy();
    expect(await screen.findByText(/Created job/)).toBeTruthy();
  });
});
