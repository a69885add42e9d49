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

const stored = makeSimulator({
  id: 5,
  version: 7,
  name: 'MRST',
  detailedCapabilities: {
    hpc_and_performance: { parallelization_approaches: [{ type: 'MPI', details: 'Distributed runs' }] },
  },
  capabilities: [
    { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
    { term: 'gpu', evidence: { source: 'admin', by: 'root', at: '2026-01-02T03:04:05.000Z' } },
  ],
});

function serveEdit() {
  const api = fakeAdminApi({
    'GET /api/simulators/5': () => ({ body: stored }),
    'PUT /api/simulators/5': ({ body }) => ({ body: { ...stored, version: 8, name: (body as { name: string }).name } }),
    'GET /api/audit-log': () => ({ body: [] }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const box = () => screen.getByRole('searchbox', { name: /Capabilities/ }) as HTMLInputElement;
const list = () => screen.getByLabelText('Matching capability terms') as HTMLSelectElement;
const offered = () => (list().hidden ? [] : [...list().options].map((option) => option.textContent));
const chips = () => screen.queryByRole('list', { name: 'Chosen capabilities' });
const chipTexts = () =>
  chips() === null
    ? []
    : within(chips() as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);

async function openEdit() {
  const api = serveEdit();
  const view = renderAdminApp('/admin/simulators/edit/5');
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('MRST'));
  return { api, ...view };
}

async function save(router: { state: { location: { pathname: string } } }) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Update Simulator' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/simulators'));
}

describe('the simulator form’s capabilities', { timeout: 30_000 }, () => {
  it('shows the stored terms with their facet and evidence, and finds a term by a synonym', async () => {
    await openEdit();
    expect(chipTexts()).toEqual([
      'MPI (distributed memory)Parallelism and hardwarefrom the record',
      'GPUParallelism and hardwareset by root on January 2, 2026',
    ]);
    expect(list().hidden).toBe(true);
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('openmp');
    expect(offered()).toEqual(['Threads (shared memory) · Parallelism and hardware · matches “OpenMP”']);
    // A select of several rows: a listbox to assistive technology, not a drop-down.
    expect(screen.getByRole('listbox', { name: 'Matching capability terms' })).toBe(list());
  });

  it('does not offer a chosen term again, and Escape closes the list', async () => {
    await openEdit();
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('CUDA');
    expect(offered()).toEqual([]);
    expect(screen.getByText('No term matches “CUDA”.')).toBeTruthy();
    await user.clear(box());
    await user.keyboard('memory');
    expect(offered()).toEqual(['Threads (shared memory) · Parallelism and hardware']);
    await user.keyboard('{Escape}');
    expect(offered()).toEqual([]);
    // Arrow Down opens it again and moves into it; Escape there closes it and returns to the box.
    await user.keyboard('{ArrowDown}');
    expect(offered()).toHaveLength(1);
    expect(document.activeElement).toBe(list());
    await user.keyboard('{Escape}');
    expect(offered()).toEqual([]);
    expect(document.activeElement).toBe(box());
  });

  it('adds from the list with the keyboard (not submitting), removes with the keyboard, and PUTs the chosen ids', async () => {
    const { api, router } = await openEdit();
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('element');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(list());
    await user.selectOptions(list(), 'virtual-element');
    await user.keyboard('{Enter}');
    expect(api.seen.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(chipTexts()[2]).toBe('Virtual element methodNumerical methodsset by you when saved');
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    expect(within(box().closest('.bp6-form-group') as HTMLElement).getByRole('status').textContent).toBe('Added Virtual element method.');

    // Enter in the box adds the first match.
    await user.keyboard('openmp{Enter}');
    expect(chipTexts()).toHaveLength(4);

    // The remove buttons are in the tab order; after a removal, focus comes back to the search box.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Threads (shared memory)' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove MPI (distributed memory)' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(box());

    await save(router);
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ capabilities: ['gpu', 'virtual-element', 'threads'] });
  });

  it('adds a term clicked in the list', async () => {
    await openEdit();
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('openmp');
    await user.click(within(list()).getByRole('option', { name: /Threads/ }));
    expect(chipTexts()).toHaveLength(3);
    expect(offered()).toEqual([]);
  });

  it('sends no terms when the list ends as stored, even after an add taken back with Backspace', async () => {
    const { api, router } = await openEdit();
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('openmp{Enter}');
    expect(chipTexts()).toHaveLength(3);
    await user.keyboard('{Backspace}');
    expect(chipTexts()).toHaveLength(2);
    await save(router);
    const put = api.seen.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(put).toMatchObject({ name: 'MRST', expectedVersion: 7 });
    expect(put).not.toHaveProperty('capabilities');
  });

  it('on a new simulator: starts empty, and posts the id of a term chosen', async () => {
    const api = fakeAdminApi({ 'POST /api/simulators': () => ({ status: 201, body: makeSimulator({ id: 9 }) }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderAdminApp('/admin/simulators/edit/new');
    await screen.findByRole('heading', { level: 1, name: 'Add Simulator' });
    expect(screen.getByText('No capability terms chosen.')).toBeTruthy();
    const user = userEvent.setup();
    for (const [label, text] of [
      ['Name', 'MRST'],
      ['Full Name', 'MATLAB Reservoir Simulation Toolbox'],
      ['Short Description', 'Toolbox'],
      ['Description', 'Rapid prototyping'],
      ['Website', 'https://www.sintef.no/mrst'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(box());
    await user.keyboard('cuda{Enter}');
    expect(chipTexts()).toEqual(['GPUParallelism and hardwareset by you when saved']);
    await user.click(screen.getByRole('button', { name: 'Create Simulator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/simulators'));
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'MRST', capabilities: ['gpu'] });
  });
});

describe('the simulator view page’s capabilities', { timeout: 30_000 }, () => {
  it('lists each term with its facet and evidence: the record’s text quoted, or who set it and when', async () => {
    serveEdit();
    renderAdminApp('/admin/simulators/view/5');
    await screen.findByRole('heading', { level: 1, name: 'MRST' });
    const terms = screen.getByText('Capabilities', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MPI (distributed memory) (Parallelism and hardware): from the record, “MPI”',
      'GPU (Parallelism and hardware): set by root on January 2, 2026',
    ]);
  });
});
