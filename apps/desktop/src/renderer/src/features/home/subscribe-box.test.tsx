import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFirstScreen, releaseFirstScreen } from '../../start-up/first-screen';
import { db } from '../../data/cache/db';
import { deferred } from '../../test/deferred';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { CONFIRMATION_SENT_TEXT } from './subscribe-form';

withFreshCache();

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  onlineManager.setOnline(true);
});

async function renderBox() {
  await seedCache([]);
  renderApp('/');
  const box = within(screen.getByRole('region', { name: 'Stay Up to Date' }));
  // The fields are drawn disabled until the form's lazily loaded code takes over.
  await waitFor(() => expect((box.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false));
  return box;
}

const toast = () => document.querySelector('.bp6-toast');
const elementsOf = (region: HTMLElement) => [...region.querySelectorAll('*')].map((element) => element.tagName);

describe('Stay Up to Date box', () => {
  it("keeps its fields disabled until the first screen is drawn, even with the form's code loaded", async () => {
    holdFirstScreen();
    try {
      await seedCache([]);
      renderApp('/');
      const box = within(screen.getByRole('region', { name: 'Stay Up to Date' }));
      // The form's module in memory: a lazy form would take over at once if anything asked for it.
      await import('./subscribe-form');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((box.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
      expect((box.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);

      releaseFirstScreen();
      await waitFor(() => expect((box.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false));
    } finally {
      releaseFirstScreen();
    }
  });

  it('draws the same elements before and after its form takes over, so nothing under the box moves (CLS 0)', async () => {
    holdFirstScreen();
    try {
      await seedCache([]);
      renderApp('/');
      const region = screen.getByRole('region', { name: 'Stay Up to Date' });
      const early = elementsOf(region);
      expect(within(region).getByRole('status').textContent).toBe('');

      releaseFirstScreen();
      await waitFor(() => expect((within(region).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false));
      expect(elementsOf(region)).toEqual(early);
    } finally {
      releaseFirstScreen();
    }
  });

  it('refuses an invalid e-mail address without calling the server', async () => {
    const user = userEvent.setup();
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'not-an-address');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    expect(await box.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form with source hero-section, toasts success and clears the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"success":true,"message":"ok"}', { status: 200 }));
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.type(box.getByLabelText(/Company/), 'Example Co');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('Subscription successful!'));
    expect(toast()?.textContent).toContain('Thank you for subscribing to our updates.');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.org', name: null, company: 'Example Co', source: 'hero-section' });
    await waitFor(() => expect((box.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
    expect(box.getByRole('status').textContent).toBe(CONFIRMATION_SENT_TEXT);
  });

  it('shows the server message when the server says no', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"success":false,"message":"Already subscribed."}', { status: 200 }));
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('Subscription failed'));
    expect(toast()?.textContent).toContain('Already subscribed.');
    expect(toast()?.className).toContain('bp6-intent-danger');
    expect((box.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');
  });

  it("shows the server's refusal (400 with success false) as its message, on the toast and on the input", async () => {
    const user = userEvent.setup();
    const refusal = {
      success: false,
      message: 'Please enter a valid email address',
      error: { code: 'validation_failed', message: 'Invalid request', fields: { email: ['Please enter a valid email address'] } },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    const box = await renderBox();

    // Valid for the form, refused by the server (whose rule may be stricter).
    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('Subscription failed'));
    expect(toast()?.textContent).toContain('Please enter a valid email address');
    expect(toast()?.textContent).not.toContain('Please try again later');
    expect(await box.findByText('Please enter a valid email address')).toBeTruthy();
    expect(box.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('toasts a server failure (5xx) and keeps what was typed, queueing nothing', async () => {
    const user = userEvent.setup();
    const response = deferred<Response>();
    fetchMock.mockReturnValueOnce(response.promise);
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));
    const pending = await box.findByRole('button', { name: 'Subscribing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    response.resolve(new Response('{"error":{"code":"internal","message":"Boom"}}', { status: 500 }));

    await waitFor(() => expect(toast()?.textContent).toContain('An error occurred. Please try again later.'));
    expect(toast()?.textContent).toContain('Subscription failed');
    expect((box.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');
    expect(box.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('toasts the failure message when no confirmation can be mailed, keeps nothing to send later and claims no link was sent', async () => {
    const user = userEvent.setup();
    const message = 'An error occurred. Please try again.';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message, error: { code: 'mail_unavailable', message } }), { status: 503 }),
    );
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('Subscription failed'));
    expect(toast()?.textContent).toContain(message);
    expect(box.getByRole('status').textContent).toBe('');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the subscription to send later when the server cannot be reached, says so and lists it', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const box = await renderBox();
    onlineManager.setOnline(false);

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('Saved to send later'));
    expect(toast()?.textContent).toContain('Your subscription is saved on this device and will be sent automatically');
    expect((box.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
    expect(await box.findByText('Subscription: ada@example.org')).toBeTruthy();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ endpoint: 'subscribe', body: { email: 'ada@example.org', source: 'hero-section' } });
    expect(item?.id).toBe(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key'));
  });
});
