import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

withFreshCache();

const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('cookie banner', () => {
  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('stores the choice after %s and does not ask again', async (button, stored) => {
    const user = userEvent.setup();
    const first = renderApp('/');
    expect(banner()).not.toBeNull();
    expect(screen.getByText('We use cookies for analytics only. No personal data is collected or shared.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: button }));

    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    first.unmount();
    renderApp('/');
    expect(banner()).toBeNull();
  });

  it('closes for this visit only with the close icon', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Close cookie notice' }));

    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    first.unmount();
    renderApp('/');
    expect(banner()).not.toBeNull();
  });

  it('asks again when the stored value is not a known choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    renderApp('/');
    expect(banner()).not.toBeNull();
  });
});
