import { makeTechnology } from '@rsd/core/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./technology-form-page'), import('./technology-view-page')]));

const toast = () => document.querySelector('.bp6-toast');
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const stored = makeTechnology({
  id: 3,
  version: 4,
  name: 'DAS Sensing',
  specifications: { Range: '10 km' },
  deployedCompanies: ['Equinor'],
  deployedYears: [2019],
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

describe('the technology add, edit and view pages', { timeout: 30_000 }, () => {
  it('add: validates with the core schema, then posts numbers, lists and the specifications object', async () => {
    const api = serve({ 'POST /api/technologies': () => ({ status: 201, body: makeTechnology({ id: 11 }) }) });
    const { router } = renderAdminApp('/admin/technologies/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Technology' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Technology' }));
    expect(await screen.findByText('Vendor name is required.')).toBeTruthy();
    expect(screen.getByText('Please select a readiness level.')).toBeTruthy();
    expect(api.seen).toEqual([]);

    await replace('Name', 'DAS Sensing');
    await replace('Vendor Name', 'Acme');
    await replace('Overview', 'Distributed acoustic sensing.');
    await user.selectOptions(screen.getByLabelText('Readiness Level'), 'mature');
    await replace('Category', 'well_monitoring');
    await replace(/Specifications/, '[1]');
    await user.click(screen.getByRole('button', { name: 'Create Technology' }));
    expect(await screen.findByText('Specifications must be a JSON object of key/value pairs.')).toBeTruthy();

    await replace(/Specifications/, '{"Range": "10 km"}');
    await replace(/Deployed Companies/, 'Equinor, Shell');
    await replace(/Deployed Years/, '2019, 2021');
    await replace('Cost Impact', '7.5');
    await user.click(screen.getByRole('button', { name: 'Create Technology' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/technologies'));
    expect(toast()?.textContent).toContain('Technology created');
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/technologies',
      body: {
        name: 'DAS Sensing',
        readinessLevel: 'mature',
        specifications: { Range: '10 km' },
        deployedCompanies: ['Equinor', 'Shell'],
        deployedYears: [2019, 2021],
        costImpact: 7.5,
        vendorLogo: null,
      },
    });
  });

  it('edit: loads the technology, sends expectedVersion, and a 409 offers the reload', async () => {
    let current = stored;
    let conflict = true;
    const api = serve({
      'GET /api/technologies/3': () => ({ body: current }),
      'PUT /api/technologies/3': ({ body }) =>
        conflict
          ? { status: 409, body: { error: { code: 'conflict', message: 'Changed meanwhile.' } } }
          : { body: { ...current, ...(body as object) } },
    });
    const { router } = renderAdminApp('/admin/technologies/edit/3');
    await waitFor(() => expect(input('Name').value).toBe('DAS Sensing'));
    expect(input(/Specifications/).value).toContain('"Range": "10 km"');
    current = { ...stored, name: 'DAS Sensing v2', version: 6 };
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Technology' }));
    expect(await screen.findByText('This record changed')).toBeTruthy();
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ expectedVersion: 4 });

    await user.click(screen.getByRole('button', { name: 'Reload record' }));
    await waitFor(() => expect(input('Name').value).toBe('DAS Sensing v2'));
    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Update Technology' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/technologies'));
    expect(toast()?.textContent).toContain('Technology updated');
    expect(api.seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ expectedVersion: 6 });
  });

  it('view: the vendor, readiness, specifications, deployed years and contact e-mail fields, and the audit log', async () => {
    serve({
      'GET /api/technologies/3': () => ({ body: stored }),
      'GET /api/audit-log': () => ({
        body: [
          {
            id: 2,
            at: '2026-01-02T03:04:05.000Z',
            actorUsername: 'root',
            action: 'create',
            entity: 'technology',
            entityId: 3,
            summary: 'Created DAS Sensing',
          },
        ],
      }),
    });
    renderAdminApp('/admin/technologies/view/3');
    await screen.findByRole('heading', { level: 1, name: 'DAS Sensing' });
    for (const label of ['Vendor Name', 'Readiness Level', 'Specifications', 'Deployed Years', 'Contact Email']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(await screen.findByText(/Created DAS Sensing/)).toBeTruthy();
  });

  it('a failed load toasts its message', async () => {
    serve({
      'GET /api/technologies/3': () => ({ status: 404, body: { error: { code: 'not_found', message: 'Technology 3 not found.' } } }),
    });
    renderAdminApp('/admin/technologies/edit/3');
    expect((await screen.findByRole('alert')).textContent).toContain('Technology 3 not found.');
    await waitFor(() => expect(toast()?.textContent).toContain('Technology 3 not found.'));
  });
});
