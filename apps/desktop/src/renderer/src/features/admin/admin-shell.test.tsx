import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { ADMIN, makeReport, makeSubmission, makeUser, stubAdminApi } from './test/admin-api-stub';

// The machine running the suite is shared and slow: give every server round trip a few seconds.
configure({ asyncUtilTimeout: 5000 });

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const toast = () => document.querySelector('.bp6-toast');
const PASSWORD = 'correct horse battery';

async function signIn(username = 'admin', password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the admin shell', { timeout: 20_000 }, () => {
  it('sends a visitor without a session to the sign-in screen, then back where they were', async () => {
    const api = stubAdminApi({ signedIn: null });
    const { router } = renderApp('/admin/users?q=ada');
    // The first visit loads the admin chunk.
    await screen.findByRole('heading', { name: 'Admin Login' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fusers%3Fq%3Dada');
    // No public header or footer on the back-office.
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?q=ada');
    await waitFor(() => expect(toast()?.textContent).toContain('Login successful'));
    expect(toast()?.textContent).toContain('Welcome to the admin dashboard');
    expect(api.bodiesTo('POST', '/api/auth/login')).toEqual([{ username: 'admin', password: PASSWORD }]);
  });

  it('requires both fields before calling the server', async () => {
    const api = stubAdminApi({ signedIn: null });
    renderApp('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(api.bodiesTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it("toasts 'Login failed' / 'Invalid username or password' on a refused sign-in and stays", async () => {
    stubAdminApi({ signedIn: null });
    const { router } = renderApp('/admin/login');
    await signIn('admin', 'wrong password');
    await waitFor(() => expect(toast()?.textContent).toContain('Login failed'));
    expect(toast()?.textContent).toContain('Invalid username or password');
    expect(toast()?.className).toContain('bp6-intent-danger');
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows the dashboard with the sidebar in the spec order (Subscribers, issue 28, after Users), and Logout ends the session', async () => {
    const api = stubAdminApi();
    const { router } = renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Simulators', 'Technologies', 'Jobs', 'Error Reports', 'Submissions', 'Users', 'Subscribers', 'Back to Site']);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    expect(document.title).toContain('Admin Dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await waitFor(() => expect(toast()?.textContent).toContain('Logged out'));
    expect(api.state.signedIn).toBeNull();
    // Nothing of the session is kept: the back-office asks again.
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('returns to the sign-in screen when any admin call answers 401, and back afterwards', async () => {
    const api = stubAdminApi();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    // The session expires on the server while the admin is on the dashboard.
    api.state.signedIn = null;
    await act(() => router.navigate('/admin/users?page=2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/users?page=2');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('counts simulators, technologies, jobs, pending submissions, open error reports and users on the dashboard', async () => {
    stubAdminApi({
      users: [ADMIN, makeUser(2)],
      reports: [makeReport(1), makeReport(2, { resolved: true }), makeReport(3)],
      submissions: [makeSubmission(1), makeSubmission(2, { status: 'rejected' })],
    });
    renderApp('/admin');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.querySelector('.admin-dashboard-count')?.textContent).toMatch(/^\d+$/), { timeout: 10_000 });
    const cards = main.querySelector('.admin-dashboard-cards') as HTMLElement;
    const count = (label: string) =>
      within(cards).getByRole('link', { name: label }).closest('li')?.querySelector('.admin-dashboard-count') as HTMLElement;
    expect(count('Simulators').textContent).toBe('12');
    expect(count('Technologies').textContent).toBe('5');
    expect(count('Jobs').textContent).toBe('3');
    expect(count('Pending Submissions').textContent).toBe('1');
    expect(count('Open Error Reports').textContent).toBe('2');
    expect(count('Users').textContent).toBe('2');
  });

  it('refuses a signed-in account that is not an administrator', async () => {
    stubAdminApi({ signedIn: makeUser(5, { role: 'editor' }) });
    renderApp('/admin');
    expect(await screen.findByText('This account is not an administrator.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('says that admin work needs a connection when the server cannot be reached', async () => {
    const api = stubAdminApi();
    api.state.down = true;
    renderApp('/admin');
    expect(await screen.findByText(/Admin work needs a connection/)).toBeTruthy();
  });

  it('answers an unknown admin address inside the back-office', async () => {
    stubAdminApi({ signedIn: ADMIN });
    renderApp('/admin/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });
});
