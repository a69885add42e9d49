import { QueryClientProvider } from '@tanstack/react-query';
import { configure, act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { useSyncStatus, INITIAL_SYNC_STATUS } from '../../../data/sync';
import { useAdminList } from '../queries';
import { makeUser, stubAdminApi } from '../test/admin-api-stub';
import { AdminTable, type AdminColumn } from './admin-table';
import { useAdminTableState } from './use-admin-table-state';
import type { User } from '@rsd/core';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSyncStatus.setState(INITIAL_SYNC_STATUS);
});

const COLUMNS: AdminColumn<User>[] = [
  { id: 'username', header: 'Username', cell: (u) => u.username, sortField: 'username' },
  { id: 'email', header: 'Email', cell: (u) => u.email, sortField: 'email' },
];

function UsersTable() {
  const table = useAdminTableState(['username', 'email']);
  const result = useAdminList('listUsers', table.state);
  return (
    <AdminTable
      id="t"
      label="Users"
      searchPlaceholder="Search users"
      columns={COLUMNS}
      rowKey={(u) => u.id}
      table={table}
      result={result}
    />
  );
}

function renderTable(path = '/t') {
  const router = createMemoryRouter([{ path: '/t', element: <UsersTable /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const USERS = Array.from({ length: 23 }, (_, i) => makeUser(i + 1));
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// Each test walks several server round trips through the real router; the shared CI machine is slow.
describe('AdminTable over useAdminList', { timeout: 20_000 }, () => {
  it('shows 10 rows a page and walks first, previous, next and last, keeping the page in the URL', async () => {
    const api = stubAdminApi({ users: USERS });
    const router = renderTable();
    expect(screen.getByText('Loading data...')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(rowNames()[0]).toBe('user01');
    expect(screen.getByText(/1–10 of 23/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(rowNames()).toEqual(['user21', 'user22', 'user23']));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/21–23 of 23 · Page 3 of 3/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(rowNames()[0]).toBe('user01'));
    // Pages seen before come from the query cache: only new pages reach the server.
    expect(api.queriesTo('/api/users').map((q) => q.get('page'))).toEqual(['1', '2', '3']);

    // Back returns to the previous page.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
  });

  it("says a count past the server's cap is a lower bound: '20+', next open, last disabled, until the last page proves the total", async () => {
    stubAdminApi({ users: USERS, countCap: 20 });
    renderTable();
    await waitFor(() => expect(screen.getByText('1–10 of 20+ · Page 1 of 2+')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // Page 2 has a row after it: at least 21.
    await waitFor(() => expect(screen.getByText('11–20 of 21+ · Page 2 of 3+')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    // The page with no row after it ends the list: the exact total, whatever the count said.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('21–23 of 23 · Page 3 of 3')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the rows before the count has come ("…", last waits for it), and counts a search once, not per page or sort', async () => {
    const api = stubAdminApi({ users: USERS });
    const release = api.hold('GET', '/api/users/count');
    renderTable();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByText('1–10 of … · Page 1 of …')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByText('1–10 of 23 · Page 1 of 3')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(api.queriesTo('/api/users').at(-1)?.get('sort')).toBe('email'));
    expect(api.queriesTo('/api/users/count').map((q) => q.get('q'))).toEqual(['']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'user2');
    await waitFor(() => expect(screen.getByText('1–5 of 5 · Page 1 of 1')).toBeTruthy());
    expect(api.queriesTo('/api/users/count').map((q) => q.get('q'))).toEqual(['', 'user2']);
  });

  it('offers 10, 25, 50 and 100 rows a page; a new size starts at page 1', async () => {
    const api = stubAdminApi({ users: USERS });
    const router = renderTable('/t?page=2');
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
    const size = screen.getByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await userEvent.selectOptions(size, '25');
    await waitFor(() => expect(rowNames()).toHaveLength(23));
    expect(router.state.location.search).toBe('?size=25');
    expect(api.queriesTo('/api/users').at(-1)?.get('pageSize')).toBe('25');
  });

  it('searches on the server, from page 1, with the search in the URL', async () => {
    const api = stubAdminApi({ users: [...USERS, makeUser(99, { username: 'ada', email: 'ada@lovelace.org' })] });
    const router = renderTable('/t?page=2');
    await waitFor(() => expect(rowNames()[0]).toBe('user11'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'lovelace');
    await waitFor(() => expect(rowNames()).toEqual(['ada']), { timeout: 3000 });
    expect(router.state.location.search).toBe('?q=lovelace');
    // Typing waits for a pause: one request for the word, not one per letter.
    expect(api.queriesTo('/api/users').filter((q) => q.get('q'))).toHaveLength(1);
  });

  it('keeps a sort chosen while the typed search waits, and the search too', async () => {
    const api = stubAdminApi({ users: USERS });
    const router = renderTable();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'user2');
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(api.queriesTo('/api/users').at(-1)?.get('q')).toBe('user2'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('q'), params.get('sort')]).toEqual(['user2', 'email']);
  });

  it('reads the search and the sort from the URL on load, and sorts by a clicked column', async () => {
    const api = stubAdminApi({ users: USERS });
    renderTable('/t?q=user2&sort=-username');
    await waitFor(() => expect(rowNames()).toEqual(['user23', 'user22', 'user21', 'user20', 'user02']));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('user2');
    expect(screen.getByRole('columnheader', { name: /Username/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(api.queriesTo('/api/users').at(-1)?.get('sort')).toBe('email'));
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it("says 'No data available' when nothing matches", async () => {
    stubAdminApi({ users: USERS });
    renderTable('/t?q=nobody');
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.getByText(/0 rows · Page 1 of 1/)).toBeTruthy();
  });

  it('goes to the last page when the URL points past it', async () => {
    stubAdminApi({ users: USERS });
    const router = renderTable('/t?page=9');
    await waitFor(() => expect(rowNames()).toEqual(['user21', 'user22', 'user23']));
    expect(router.state.location.search).toBe('?page=3');
    // Replaced, not pushed: Back does not return to the page past the end.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says that admin work needs a connection when the server cannot be reached', async () => {
    const api = stubAdminApi({ users: USERS });
    api.state.down = true;
    renderTable();
    expect(await screen.findByText(/Admin work needs a connection/)).toBeTruthy();
  });

  it("shows the server's message when a list fails", async () => {
    const api = stubAdminApi({ users: USERS });
    api.failNext('GET', '/api/users', 500, 'The database is busy.');
    renderTable();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The database is busy.');
  });
});
