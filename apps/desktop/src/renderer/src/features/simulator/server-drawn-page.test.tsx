import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const fetchMock = vi.fn<typeof fetch>(async () => {
  throw new TypeError('Failed to fetch');
});
vi.stubGlobal('fetch', fetchMock);

const row = makeSimulator({
  id: 7,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  description: 'OPM Flow simulates black-oil models.',
});

// The page as the server sends a simulator's page: its row beside the drawing (apps/server/src/http/server-render.ts).
beforeAll(() => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_SIMULATOR_ELEMENT_ID;
  element.textContent = JSON.stringify(row);
  document.body.append(element);
});
afterAll(() => {
  document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
});

describe('a simulator page the server drew', () => {
  it('renders from the row the server embedded, never a skeleton: with an empty cache and no network', async () => {
    let skeletonShown = false;
    const observer = new MutationObserver(() => {
      skeletonShown ||= document.querySelector('.detail-skeleton') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/simulator/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'OPM Flow' })).toBeTruthy();
    observer.disconnect();
    expect(skeletonShown).toBe(false);
    expect(screen.getByText('OPM Flow simulates black-oil models.')).toBeTruthy();
    expect(screen.getByText('Open Porous Media Flow')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/simulators/7'), expect.anything());
  });
});
