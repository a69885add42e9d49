import { makeSimulator } from '@rsd/core/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./simulator-form-page'), import('./simulator-view-page')]));

const toast = () => document.querySelector('.bp6-toast');
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const stored = makeSimulator({
  id: 5,
  version: 7,
  name: 'MRST',
  relevantOrganizations: [{ name: 'SINTEF' }],
  detailedCapabilities: { physics: [] },
  evidence: ['SINTEF-AppliedCompSci/MRST@f8cbdee4de:README.md, LICENSE', 'MRST tag 2025b (2025-12-02)'],
  factsVerifiedOn: '2026-11-27',
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

describe('the simulator form, /admin/simulators/edit/{id|new}', { timeout: 30_000 }, () => {
  it('on new: asks nothing, defaults the status, shows the spec messages, then posts lists and JSON as values', async () => {
    const api = serve({ 'POST /api/simulators': () => ({ status: 201, body: makeSimulator({ id: 9 }) }) });
    const { router } = renderAdminApp('/admin/simulators/edit/new');
    await screen.findByRole('heading', { level: 1, name: 'Add Simulator' });
    expect(input('Development Status').value).toBe('Actively Maintained');
    const user = userEvent.setup();
    await replace(/Facts Verified On/, 'last week');

    await user.click(screen.getByRole('button', { name: 'Create Simulator' }));
    for (const message of [
      'Name must be at least 2 characters.',
      'Full name must be at least 2 characters.',
      'Short description is required.',
      'Description is required.',
      'Must be a valid URL.',
      'Must be a date as YYYY-MM-DD.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.seen).toEqual([]);

    await replace('Name', 'MRST');
    await replace('Full Name', 'MATLAB Reservoir Simulation Toolbox');
    await replace('Short Description', 'Toolbox');
    await replace('Description', 'Rapid prototyping');
    await replace('Website', 'https://www.sintef.no/mrst');
    await replace(/Programming Languages/, 'MATLAB, , C++ ');
    await replace(/Key Features/, 'AD, Upscaling');
    await replace(/Relevant Organizations/, '[{"name": "SINTEF", "role": "Developer"}]');
    await replace(/Benchmark Studies/, '{not json');
    // One entry a line: an entry's own commas stay in it.
    await replace(/Evidence/, 'SINTEF-AppliedCompSci/MRST@f8cbdee4de:README.md, LICENSE\n\n  MRST tag 2025b (2025-12-02)\n');
    await replace(/Facts Verified On/, '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Create Simulator' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/simulators'));
    expect(toast()?.textContent).toContain('Simulator created');
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/simulators',
      body: {
        name: 'MRST',
        developmentStatus: 'Actively Maintained',
        programmingLanguages: ['MATLAB', 'C++'],
        keyFeatures: ['AD', 'Upscaling'],
        applicationAreas: [],
        relevantOrganizations: [{ name: 'SINTEF', role: 'Developer' }],
        benchmark_studies: [],
        sourceCodeRepository: null,
        evidence: ['SINTEF-AppliedCompSci/MRST@f8cbdee4de:README.md, LICENSE', 'MRST tag 2025b (2025-12-02)'],
        factsVerifiedOn: '2026-11-27',
      },
    });
    // No term was chosen: the create leaves them to the server, which derives them from the record.
    expect(api.seen[0]?.body).not.toHaveProperty('capabilities');
    expect(api.seen.some((request) => request.path.includes('/new'))).toBe(false);
  });

  it('on edit: loads the record on every visit, sends the version it started from, keeps hidden fields, toasts and leaves', async () => {
    const api = serve({
      'GET /api/simulators/5': () => ({ body: stored }),
      'PUT /api/simulators/5': ({ body }) => ({ body: { ...stored, ...(body as object), version: 8 } }),
    });
    const { router } = renderAdminApp('/admin/simulators/edit/5');
    await waitFor(() => expect(input('Name').value).toBe('MRST'));
    expect(input(/Programming Languages/).value).toBe('C++ (core), Python');
    expect(input(/Relevant Organizations/).value).toContain('"SINTEF"');
    expect(input(/Evidence/).value).toBe('SINTEF-AppliedCompSci/MRST@f8cbdee4de:README.md, LICENSE\nMRST tag 2025b (2025-12-02)');
    expect(input(/Facts Verified On/).value).toBe('2026-11-27');

    // Leave and come back: the record is asked for again, not served from memory.
    await router.navigate('/admin/other');
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    await router.navigate('/admin/simulators/edit/5');
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'GET' && r.path === '/api/simulators/5')).toHaveLength(2));
    await waitFor(() => expect(input('Name').value).toBe('MRST'));

    await replace('Name', 'MRST 2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Simulator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/simulators'));
    expect(toast()?.textContent).toContain('Simulator updated');
    const put = api.seen.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'MRST 2',
      expectedVersion: 7,
      detailedCapabilities: { physics: [] },
      evidence: stored.evidence,
      factsVerifiedOn: '2026-11-27',
    });
    // The terms were not touched: the stored list is kept, not re-sent (which would curate it).
    expect(put?.body).not.toHaveProperty('capabilities');
  });

  it('a stale edit (409) keeps the form, says why and reloads the current record on request', async () => {
    let current = stored;
    serve({
      'GET /api/simulators/5': () => ({ body: current }),
      'PUT /api/simulators/5': () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'The simulator changed since you opened it.' } },
      }),
    });
    const { router } = renderAdminApp('/admin/simulators/edit/5');
    await waitFor(() => expect(input('Name').value).toBe('MRST'));
    current = { ...stored, name: 'MRST by someone else', version: 9 };
    await replace('Name', 'My MRST');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Simulator' }));

    const callout = (await screen.findByText('This record changed')).closest('[role=alert]') as HTMLElement;
    expect(toast()?.textContent).toContain('Failed to update simulator: The simulator changed since you opened it.');
    expect(router.state.location.pathname).toBe('/admin/simulators/edit/5');
    expect(input('Name').value).toBe('My MRST');

    await user.click(within(callout).getByRole('button', { name: 'Reload record' }));
    await waitFor(() => expect(input('Name').value).toBe('MRST by someone else'));
    expect(screen.queryByText(/This record changed/)).toBeNull();
  });

  it("puts the server's field errors on their inputs", async () => {
    serve({
      'POST /api/simulators': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { 'benchmark_studies.0.dataset_url': ['Must be a valid URL.'], name: ['Name is taken.'] },
          },
        },
      }),
    });
    renderAdminApp('/admin/simulators/edit/new');
    await screen.findByRole('heading', { level: 1, name: 'Add Simulator' });
    await replace('Name', 'MRST');
    await replace('Full Name', 'MATLAB Reservoir Simulation Toolbox');
    await replace('Short Description', 'Toolbox');
    await replace('Description', 'Rapid prototyping');
    await replace('Website', 'https://www.sintef.no/mrst');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Simulator' }));

    expect(await screen.findByText('Name is taken.')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(within(input(/Benchmark Studies/).closest('.bp6-form-group') as HTMLElement).getByText('Must be a valid URL.')).toBeTruthy();
    expect(toast()?.textContent).toContain('Failed to create simulator: Invalid');
  });

  it("a failed load says the server's message, on the page and in a toast", async () => {
    serve({ 'GET /api/simulators/5': () => ({ status: 404, body: { error: { code: 'not_found', message: 'Simulator 5 not found.' } } }) });
    renderAdminApp('/admin/simulators/edit/5');
    expect((await screen.findByRole('alert')).textContent).toContain('Simulator 5 not found.');
    await waitFor(() => expect(toast()?.textContent).toContain('Simulator 5 not found.'));
  });

  it('the view page of an id that is not one says "Failed to load simulator data. Please try again." and asks the server nothing', async () => {
    const api = serve({});
    renderAdminApp('/admin/simulators/view/abc');
    expect(await screen.findByText('Failed to load simulator data. Please try again.')).toBeTruthy();
    expect(api.seen.filter((r) => r.path.startsWith('/api/simulators'))).toEqual([]);
  });
});

describe('the simulator view page, /admin/simulators/view/{id}', { timeout: 30_000 }, () => {
  it("shows the record's fields, the audit log asked for this simulator, and the Edit link", async () => {
    const api = serve({
      'GET /api/simulators/5': () => ({ body: stored }),
      'GET /api/audit-log': () => ({
        body: [
          {
            id: 1,
            at: '2026-01-02T03:04:05.000Z',
            actorUsername: 'root',
            action: 'update',
            entity: 'simulator',
            entityId: 5,
            summary: 'Updated MRST',
          },
        ],
      }),
    });
    renderAdminApp('/admin/simulators/view/5');
    await screen.findByRole('heading', { level: 1, name: 'MRST' });
    for (const label of [
      'Full Name',
      'Website',
      'Programming Languages',
      'Benchmark Studies',
      'Detailed Capabilities',
      'Learning Resources',
      'Evidence',
      'Facts Verified On',
    ]) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(screen.getByText('C++ (core), Python')).toBeTruthy();
    // Evidence entries hold commas: each is an item of its own, not joined with the others.
    const evidence = screen.getByText('Evidence', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(
      within(evidence)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(stored.evidence);
    expect(screen.getByText('Facts Verified On', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2026-11-27');
    expect(await screen.findByText(/Updated MRST/)).toBeTruthy();
    expect(api.seen.find((r) => r.path.startsWith('/api/audit-log'))?.path).toBe('/api/audit-log?entity=simulator&entityId=5');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/simulators/edit/5');
  });
});
