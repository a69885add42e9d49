import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
configure({ asyncUtilTimeout: 10_000 });

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());
beforeAll(() => import('./subscription-link-page'));

const TOKEN = 'eyJwIjoiY29uZmlybSJ9.c2lnbmF0dXJl';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, code: string) => json(status, { error: { code, message: code } });
/** The page's own posts, leaving out the sync's requests. */
const linkPosts = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/subscriptions/'));

async function open(path: string, heading: string) {
  await seedCache([]);
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
}

describe('the confirmation page', { timeout: 20_000 }, () => {
  it('changes nothing when opened, and confirms when the button is pressed', async () => {
    const user = userEvent.setup();
    await open(`/subscription/confirm?token=${TOKEN}`, 'Confirm your subscription');
    expect(screen.getByText(/Press Confirm to start receiving updates/)).toBeTruthy();
    expect(linkPosts()).toEqual([]);

    fetchMock.mockResolvedValueOnce(json(200, { status: 'confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('heading', { name: 'Subscription confirmed' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    const [url, init] = linkPosts()[0] ?? [];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/subscriptions/confirm', 'POST', { token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('keeps the button disabled while the confirmation is on its way', async () => {
    const user = userEvent.setup();
    await open(`/subscription/confirm?token=${TOKEN}`, 'Confirm your subscription');
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const pending = await screen.findByRole('button', { name: 'Confirming...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    answer.resolve(json(200, { status: 'confirmed' }));
    await screen.findByRole('heading', { name: 'Subscription confirmed' });
  });

  it.each([
    [410, 'token_expired', 'This link has expired', /Subscribe again from the home page/],
    [409, 'token_used', 'This link was already used', /already confirmed/],
    [400, 'token_invalid', 'This link is not valid', /not a link we sent/],
  ])('answers %i %s with "%s" and no button to press again', async (status, code, title, text) => {
    const user = userEvent.setup();
    await open(`/subscription/confirm?token=${TOKEN}`, 'Confirm your subscription');
    fetchMock.mockResolvedValueOnce(refusal(status, code));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toMatch(text);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(title));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('says a link of another kind is not valid, token or not, and posts nothing', async () => {
    await open(`/subscription/confirmed?token=${TOKEN}`, 'Confirm your subscription');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(linkPosts()).toEqual([]);
  });

  it('says a link without a token is not valid, and posts nothing', async () => {
    await open('/subscription/confirm', 'Confirm your subscription');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(linkPosts()).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    const user = userEvent.setup();
    await open(`/subscription/confirm?token=${TOKEN}`, 'Confirm your subscription');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fetchMock.mockResolvedValueOnce(json(200, { status: 'confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Subscription confirmed' });
  });
});

describe('the unsubscribe page', { timeout: 20_000 }, () => {
  it('changes nothing when opened, and unsubscribes when the button is pressed', async () => {
    const user = userEvent.setup();
    await open(`/subscription/unsubscribe?token=${TOKEN}`, 'Unsubscribe');
    expect(linkPosts()).toEqual([]);
    fetchMock.mockResolvedValueOnce(json(200, { status: 'unsubscribed' }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { name: 'You are unsubscribed' });
    const [url, init] = linkPosts()[0] ?? [];
    expect([url, JSON.parse(String(init?.body))]).toEqual(['/api/subscriptions/unsubscribe', { token: TOKEN }]);
  });

  it('says a forged link is not valid', async () => {
    const user = userEvent.setup();
    await open(`/subscription/unsubscribe?token=${TOKEN}`, 'Unsubscribe');
    fetchMock.mockResolvedValueOnce(refusal(400, 'token_invalid'));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
  });
});
