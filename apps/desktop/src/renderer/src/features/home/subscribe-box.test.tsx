import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

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

describe('Stay Up to Date box', () => {
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

  it('toasts the network failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    const response = deferred<Response>();
    fetchMock.mockReturnValueOnce(response.promise);
    const box = await renderBox();

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));
    const pending = await box.findByRole('button', { name: 'Subscribing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    response.reject(new TypeError('Failed to fetch'));

    await waitFor(() => expect(toast()?.textContent).toContain('An error occurred. Please try again later.'));
    expect(toast()?.textContent).toContain('Subscription failed');
    expect((box.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');
    expect(box.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('answers at once when the browser is offline, instead of waiting with the button disabled', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const box = await renderBox();
    onlineManager.setOnline(false);

    await user.type(box.getByLabelText('Email'), 'ada@example.org');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast()?.textContent).toContain('An error occurred. Please try again later.'));
    expect((box.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
