import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { ADMIN, makeUser, stubAdminApi } from '../admin/test/admin-api-stub';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const toast = () => document.querySelector('.bp6-toast');
const ada = makeUser(2, { username: 'ada', email: 'ada@example.com', role: 'editor' });
const grace = makeUser(3, { username: 'grace', email: 'grace@example.com', role: 'admin', isActive: false });
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('/admin/users', { timeout: 20_000 }, () => {
  it('lists the users with a purple badge for admins and a blue one otherwise', async () => {
    stubAdminApi({ users: [ADMIN, ada, grace] });
    renderApp('/admin/users');
    await screen.findByRole('cell', { name: 'ada' }, { timeout: 10_000 });
    expect(within(row('ada')).getByText('editor').closest('.role-badge')?.className).toContain('role-badge-blue');
    expect(within(row('grace')).getByText('admin').closest('.role-badge')?.className).toContain('role-badge-purple');
    expect(within(row('grace')).getByText('Inactive')).toBeTruthy();
    expect(document.title).toContain('Users');
  });

  it("deactivates a user, toasts 'Status updated', and the reloaded list shows it inactive with Activate", async () => {
    const api = stubAdminApi({ users: [ADMIN, ada, grace] });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate ada' }, { timeout: 10_000 }));
    await waitFor(() => expect(toast()?.textContent).toContain('Status updated'));
    expect(api.bodiesTo('PATCH', '/api/users/2/status')).toEqual([{ isActive: false }]);
    expect(await screen.findByRole('button', { name: 'Activate ada' })).toBeTruthy();
    expect(within(row('ada')).getByText('Inactive')).toBeTruthy();
  });

  it("shows the server's reason when it refuses a status change (one's own account)", async () => {
    stubAdminApi({ users: [ADMIN, ada] });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate admin' }, { timeout: 10_000 }));
    await waitFor(() => expect(toast()?.textContent).toContain('You cannot deactivate your own account.'));
    expect(toast()?.className).toContain('bp6-intent-danger');
  });

  it("deletes after the confirmation, toasts 'User deleted' and reloads the list", async () => {
    const api = stubAdminApi({ users: [ADMIN, ada, grace] });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('This will permanently delete the user. This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesTo('DELETE', '/api/users/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete ada' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('User deleted'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada' })).toBeNull());
    expect(api.bodiesTo('DELETE', '/api/users/2')).toHaveLength(1);
  });

  it("toasts 'Error' / 'Failed to delete user. Please try again.' when a delete fails", async () => {
    const api = stubAdminApi({ users: [ADMIN, ada] });
    api.failNext('DELETE', '/api/users/2', 500);
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('Failed to delete user. Please try again.'));
    expect(toast()?.textContent).toContain('Error');
    expect(screen.getByRole('cell', { name: 'ada' })).toBeTruthy();
  });

  it('shows the last-admin refusal of a delete in the words of the server', async () => {
    const api = stubAdminApi({ users: [ADMIN, ada] });
    api.failNext('DELETE', '/api/users/2', 409, 'The last active administrator cannot be deleted.');
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()?.textContent).toContain('The last active administrator cannot be deleted.'));
  });
});

describe('/admin/users/add and /admin/users/edit/{id}', { timeout: 20_000 }, () => {
  it('requires a password to add a user, then creates it and returns to the list', async () => {
    const api = stubAdminApi({ users: [ADMIN] });
    const { router } = renderApp('/admin/users/add');
    await userEvent.type(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), 'linus');
    await userEvent.type(screen.getByLabelText('Email'), 'linus@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Password must be at least 12 characters.')).toBeTruthy();
    expect(api.bodiesTo('POST', '/api/users')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(api.bodiesTo('POST', '/api/users')).toEqual([
        { username: 'linus', email: 'linus@example.com', role: 'admin', isActive: true, password: 'a long enough password' },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('edits a user with the password left blank (kept), and shows a 409 on the form', async () => {
    const api = stubAdminApi({ users: [ADMIN, ada] });
    api.failNext('PUT', '/api/users/2', 409, 'That username is taken.');
    const { router } = renderApp('/admin/users/edit/2');
    const username = await screen.findByLabelText('Username', {}, { timeout: 10_000 });
    await waitFor(() => expect((username as HTMLInputElement).value).toBe('ada'));
    await userEvent.clear(username);
    await userEvent.type(username, 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That username is taken.');
    expect(router.state.location.pathname).toBe('/admin/users/edit/2');

    await userEvent.clear(username);
    await userEvent.type(username, 'ada.lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.bodiesTo('PUT', '/api/users/2').at(-1)).toEqual({
      username: 'ada.lovelace',
      email: 'ada@example.com',
      role: 'editor',
      isActive: true,
      password: null,
      expectedVersion: 1,
    });
    expect(await screen.findByRole('cell', { name: 'ada.lovelace' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers to reload a user someone else changed since the form opened, and saves from the new version', async () => {
    const api = stubAdminApi({ users: [ADMIN, makeUser(3, { username: 'grace', email: 'grace@example.com' })] });
    const { router } = renderApp('/admin/users/edit/3');
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('grace@example.com'));
    // Another admin changes the role meanwhile.
    Object.assign(
      api.state.users.find((u) => u.id === 3)!,
      { role: 'admin', version: 2 },
    );
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.net');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const callout = await screen.findByRole('alert');
    expect(callout.textContent).toContain('Someone else saved this user after you opened it');
    expect(router.state.location.pathname).toBe('/admin/users/edit/3');

    await userEvent.click(within(callout).getByRole('button', { name: 'Reload record' }));
    await waitFor(() => expect((screen.getByLabelText('Role') as HTMLInputElement).value).toBe('admin'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.net');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.bodiesTo('PUT', '/api/users/3').at(-1)).toMatchObject({ email: 'grace@example.net', role: 'admin', expectedVersion: 2 });
  });
});
