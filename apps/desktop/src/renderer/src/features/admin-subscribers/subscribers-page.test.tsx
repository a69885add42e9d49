import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { makeSubscriber, stubAdminApi } from '../admin/test/admin-api-stub';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/admin/subscribers';
const toast = () => document.querySelector('.bp6-toast');
const row = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

const ada = makeSubscriber(1, {
  email: 'ada@example.com',
  name: 'Ada',
  company: 'Analytical Engines',
  status: 'confirmed',
  subscribedAt: '2025-04-01T00:00:00.000Z',
  confirmedAt: '2025-04-02T00:00:00.000Z',
});
const grace = makeSubscriber(2, { email: 'grace@navy.example', status: 'pending', bouncedAt: '2025-04-03T00:00:00.000Z' });
const hedy = makeSubscriber(3, {
  email: 'hedy@example.com',
  status: 'unsubscribed',
  confirmedAt: '2025-04-02T00:00:00.000Z',
  unsubscribedAt: '2025-05-01T00:00:00.000Z',
});

describe('/admin/subscribers', { timeout: 20_000 }, () => {
  it('lists the subscribers with their fields, status and dates, in the admin navigation', async () => {
    stubAdminApi({ subscribers: [ada, grace, hedy] });
    renderApp('/admin/subscribers');
    await screen.findByRole('cell', { name: 'ada@example.com' }, { timeout: 10_000 });
    const cells = within(row('ada@example.com'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'ada@example.com',
      'Ada',
      'Analytical Engines',
      'website',
      'Confirmed',
      'Apr 1, 2025',
      'Apr 2, 2025',
      '—',
    ]);
    expect(within(row('grace@navy.example')).getByText('Bounced')).toBeTruthy();
    expect(within(row('hedy@example.com')).getByText('Unsubscribed')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' }))
        .getByRole('link', { name: 'Subscribers' })
        .getAttribute('href'),
    ).toBe('/admin/subscribers');
    expect(document.title).toContain('Subscribers');
  });

  it("says 'Loading data...' first and 'No data available' when there is nobody", async () => {
    stubAdminApi({ subscribers: [] });
    renderApp('/admin/subscribers');
    expect(await screen.findByText('Loading data...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('says plainly when the list cannot be read', async () => {
    const api = stubAdminApi({ subscribers: [ada] });
    api.failNext('GET', LIST, 500, 'Boom');
    renderApp('/admin/subscribers');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'ada@example.com' })).toBeNull();
  });

  it('searches on the server and filters by status, and the export link carries the same query', async () => {
    const api = stubAdminApi({ subscribers: [ada, grace, hedy] });
    const { router } = renderApp('/admin/subscribers');
    await screen.findByRole('cell', { name: 'hedy@example.com' }, { timeout: 10_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Bounced');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada@example.com' })).toBeNull());
    expect(router.state.location.search).toBe('?status=bounced');
    expect(screen.getByRole('cell', { name: 'grace@navy.example' })).toBeTruthy();
    expect(api.queriesTo(LIST).at(-1)?.get('status')).toBe('bounced');
    expect(api.queriesTo(`${LIST}/count`).at(-1)?.get('status')).toBe('bounced');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'analytical');
    // The search is debounced: a slow machine may send 'ana' first, which also leaves hedy out.
    await waitFor(() => expect(api.queriesTo(LIST).at(-1)?.get('q')).toBe('analytical'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'hedy@example.com' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).toBeTruthy();
    expect(api.queriesTo(LIST).at(-1)?.has('status')).toBe(false);

    // Blueprint's AnchorButton: a link the browser downloads, drawn (and named) as a button.
    const link = screen.getByRole('button', { name: 'Export CSV' });
    expect(link.getAttribute('download')).toBe('subscribers.csv');
    await waitFor(() => expect(link.getAttribute('href')).toBe(`${LIST}?format=csv&q=analytical`));
  });

  it('opens with the filter a link names, and keeps it while paging', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeSubscriber(10 + i, { email: `c${String(i).padStart(2, '0')}@example.com`, status: 'confirmed' }),
    );
    const api = stubAdminApi({ subscribers: [grace, ...many] });
    const { router } = renderApp('/admin/subscribers?status=confirmed&sort=email');
    await screen.findByRole('cell', { name: 'c00@example.com' }, { timeout: 10_000 });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('confirmed');
    expect(screen.queryByRole('cell', { name: 'grace@navy.example' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('cell', { name: 'c11@example.com' });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('confirmed');
    expect(api.queriesTo(LIST).at(-1)?.toString()).toBe('page=2&pageSize=10&q=&sort=email&status=confirmed');
  });

  it("erases after the confirmation, toasts 'Subscriber deleted' and reloads the list", async () => {
    const api = stubAdminApi({ subscribers: [ada, grace] });
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada@example.com' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('This will permanently delete the subscriber. This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesTo('DELETE', `${LIST}/1`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete ada@example.com' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Subscriber deleted'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada@example.com' })).toBeNull());
    expect(api.bodiesTo('DELETE', `${LIST}/1`)).toHaveLength(1);
  });

  it("toasts 'Error' with the reason when a delete fails, and keeps the row", async () => {
    const api = stubAdminApi({ subscribers: [ada] });
    api.failNext('DELETE', `${LIST}/1`, 500);
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada@example.com' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Failed to delete subscriber. Please try again.'));
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).toBeTruthy();
  });
});
