import { COMPLETENESS_FIELDS, completenessOf } from '@rsd/core';
import { makeSimulator } from '@rsd/core/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, renderAdminApp } from '../../test/render-admin-records';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => Promise.all([import('../admin/admin-routes'), import('./simulators-list-page'), import('./simulator-view-page')]));

const sourced = { evidence: ['OPM/opm-simulators@abc:README.md'], factsVerifiedOn: '2025-01-10' };
/** Every field filled and sourced. */
const full = makeSimulator({
  id: 1,
  name: 'Full',
  licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html',
  detailedCapabilities: { physics_and_models: [{ capability_name: 'Black-oil', description: '' }] },
  learningResources: { official_documentation: [{ title: 'Manual', url: 'https://opm-project.org/manual' }] },
  ...sourced,
});
/** No licence URL, capabilities, learning resources, evidence or verified date: 10 of 15. */
const thin = makeSimulator({ id: 2, name: 'Thin' });

const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 10, hasNext: false });

describe('the admin simulators table: Completeness', { timeout: 30_000 }, () => {
  it("shows each row's score and sorts on the server, least complete first, then most", async () => {
    expect([completenessOf(full).score, completenessOf(thin).score]).toEqual([100, 67]);
    const api = fakeAdminApi({
      // The server's order for each sort: the table shows what it is sent, in that order.
      'GET /api/admin/simulators': ({ path }) => ({ body: page(path.includes('sort=completeness') ? [thin, full] : [full, thin]) }),
      'GET /api/admin/simulators/count': () => ({ body: { total: 2, totalExact: true } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminApp('/admin/simulators');
    const table = await screen.findByRole('table', { name: 'Simulators' });
    await within(table).findByText('Full');
    const column = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(within(table).getAllByRole('columnheader')[4]?.textContent).toBe('Completeness');
    expect(column()).toEqual(['100%', '67%']);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Completeness' }));
    await waitFor(() => expect(api.seen.at(-1)?.path).toContain('sort=completeness'));
    await waitFor(() => expect(column()).toEqual(['67%', '100%']));
    expect(within(table).getByRole('columnheader', { name: 'Completeness' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(table).getByRole('button', { name: 'Completeness' }));
    await waitFor(() => expect(api.seen.at(-1)?.path).toContain('sort=-completeness'));
    expect(within(table).getByRole('columnheader', { name: 'Completeness' }).getAttribute('aria-sort')).toBe('descending');
  });
});

describe('the simulator view page: Completeness', { timeout: 30_000 }, () => {
  it('shows the score and lists what is missing, in the rule’s order', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({ 'GET /api/simulators/2': () => ({ body: thin }), 'GET /api/audit-log': () => ({ body: [] }) }).fetch,
    );
    renderAdminApp('/admin/simulators/view/2');
    const section = within(await screen.findByRole('region', { name: 'Completeness' }));
    expect(section.getByText('67%')).toBeTruthy();
    expect(
      section.getByText(`10 of the ${COMPLETENESS_FIELDS.length} fields visitors rely on are filled and sourced.`, { exact: false }),
    ).toBeTruthy();
    const missing = section.getByRole('list', { name: 'Missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['License URL', 'Detailed Capabilities', 'Learning Resources', 'Evidence', 'Facts Verified On']);
  });

  it('says nothing is missing of a complete record', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({ 'GET /api/simulators/1': () => ({ body: full }), 'GET /api/audit-log': () => ({ body: [] }) }).fetch,
    );
    renderAdminApp('/admin/simulators/view/1');
    const section = within(await screen.findByRole('region', { name: 'Completeness' }));
    expect(section.getByText('100%')).toBeTruthy();
    expect(section.getByText('Nothing is missing.')).toBeTruthy();
    expect(section.queryByRole('list')).toBeNull();
  });
});
