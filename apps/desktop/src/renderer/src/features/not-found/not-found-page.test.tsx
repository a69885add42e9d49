import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { stubAdminApi } from '../admin/test/admin-api-stub';

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('404 page', () => {
  it('answers any unknown path with the spec texts, inside the public layout', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found | Reservoir Simulation Directory');
  });

  it('hides the header and footer on admin paths (an unknown one answers inside the back-office, signed in)', async () => {
    stubAdminApi();
    renderApp('/admin/unknown');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
