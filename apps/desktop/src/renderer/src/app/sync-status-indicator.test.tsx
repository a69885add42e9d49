import { PUBLIC_READS } from '@rsd/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../data/api-client';
import { DataProvider } from '../data/data-layer-context';
import { db } from '../data/cache/db';
import { createSyncEngine, type FetchSyncPage } from '../data/sync/worker/pull-changes';
import { startSyncScheduler } from '../data/sync/scheduler';
import { useSyncStatus } from '../data/sync';
import { createFakeSyncServer } from '../test/fake-sync-server';
import { makeSimulator } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { SyncStatusIndicator } from './sync-status-indicator';

withFreshCache();
let stop = () => undefined as void;
afterEach(async () => {
  stop();
  vi.unstubAllGlobals();
  // A run the scheduler started (the network came back) must not end in the next test, in its status and cache.
  await waitFor(() => {
    if (useSyncStatus.getState().syncing) throw new Error('A sync is still running.');
  });
});

const status = (label: string) => screen.findByRole('button', { name: `Sync status: ${label}` }, { timeout: 5000 });

/** The indicator over a real engine and cache, pulling from `fetchPage`, run by the real scheduler. */
function renderIndicator(fetchPage: FetchSyncPage) {
  const engine = createSyncEngine({ db, fetchPage, runExclusive: null });
  stop = startSyncScheduler({ engine });
  render(
    <DataProvider value={{ db, engine }}>
      <SyncStatusIndicator />
    </DataProvider>,
  );
  return engine;
}

function upServer() {
  const server = createFakeSyncServer();
  server.putSimulator(makeSimulator({ id: 1 }));
  return server;
}

const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });

describe('sync status in the header', () => {
  it("follows the browser's offline and online events", async () => {
    renderIndicator(upServer().fetchPage);
    await status('Up to date');

    window.dispatchEvent(new Event('offline'));
    expect(await status('Offline')).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    expect(await status('Up to date')).toBeTruthy();
  });

  it('follows every API request: no answer turns it offline, an answer turns it back', async () => {
    renderIndicator(upServer().fetchPage);
    await status('Up to date');

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(PUBLIC_READS.listJobs)).rejects.toThrow('The server could not be reached.');
    await status('Offline');

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json([])),
    );
    await callApi(PUBLIC_READS.listJobs);
    await status('Up to date');

    // A server without its database answers 503 'unavailable': as good as unreachable.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ error: { code: 'unavailable', message: 'Down.' } }, 503)),
    );
    await expect(callApi(PUBLIC_READS.listJobs)).rejects.toBeInstanceOf(ApiError);
    await status('Offline');
  });

  it('says why a sync failed, and Retry runs it again', async () => {
    const server = upServer();
    let broken = true;
    renderIndicator(async (...args) => {
      if (broken) throw new Error('The server answered with something unreadable.');
      return server.fetchPage(...args);
    });
    const user = userEvent.setup();
    await user.click(await status('Sync failed'));
    expect(await screen.findByText(/^The server answered with something unreadable\. /)).toBeTruthy();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await status('Up to date');
  });

  it('asks for an update of the app when the server speaks a newer protocol', async () => {
    renderIndicator(async () => {
      throw new ApiError(400, '400: unsupported', { error: { code: 'unsupported_protocol', message: 'Update.', protocol: 999 } });
    });
    expect(await status('Update the app')).toBeTruthy();
  });

  it('Sync now pulls what changed on the server', async () => {
    const server = upServer();
    renderIndicator(server.fetchPage);
    const user = userEvent.setup();
    await user.click(await status('Up to date'));

    server.putSimulator(makeSimulator({ id: 2 }));
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(async () => expect(await db.simulators.get(2)).toBeDefined());
  });
});
