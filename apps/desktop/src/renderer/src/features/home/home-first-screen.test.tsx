import { resultCountText, toSimulatorListing } from '@rsd/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, SYNC_META_KEY } from '../../data/cache/db';
import { FIRST_SCREEN_KEY } from '../../data/cache/names';
import { deferred } from '../../test/deferred';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
afterEach(() => {
  window.rsdEarlyRead = undefined;
});

const simulators = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) => makeSimulator({ id: index + 1, name }));

/** A warm start's boot read: the kept first screen (the first two cards) at once, the whole list when `list` settles. */
async function bootReadWithSlowList() {
  await seedCache(simulators);
  const sync = await db.meta.get(SYNC_META_KEY);
  const position = JSON.stringify([sync?.dataset, sync?.protocol, sync?.cursor]);
  const listings = simulators.map(toSimulatorListing);
  const stored = { key: FIRST_SCREEN_KEY, version: 5, position, count: listings.length, listings: listings.slice(0, 2) };
  const list = deferred<RsdEarlyList>();
  window.rsdEarlyRead = { firstScreen: Promise.resolve({ stored, sync, count: listings.length }), list: list.promise };
  return { resolveList: () => list.resolve({ rows: listings, stored, sync }) };
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Simulators' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe("home's first screen on a warm start", () => {
  it('draws the kept first cards with the count of every cached tool before the whole list is read, then the whole list', async () => {
    const { resolveList } = await bootReadWithSlowList();
    renderApp('/');

    expect(await cardNames()).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByText(resultCountText(4)).className).toBe('tools-count');
    resolveList();
    await screen.findByRole('heading', { level: 3, name: 'Delta' });
    expect(await cardNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(screen.getByText(resultCountText(4)).className).toBe('tools-count');
  });

  it('waits for the whole list when the URL searches: the first cards are not its results', async () => {
    const { resolveList } = await bootReadWithSlowList();
    renderApp('/?q=delta');

    await screen.findByText('Loading simulators...');
    expect(screen.queryByRole('heading', { level: 3, name: 'Alpha' })).toBeNull();
    resolveList();
    expect(await cardNames()).toEqual(['Delta']);
  });

  it('is not drawn once a sync has moved the cache on since it was kept', async () => {
    const { resolveList } = await bootReadWithSlowList();
    const early = window.rsdEarlyRead;
    const firstScreen = await early?.firstScreen;
    if (early && firstScreen)
      early.firstScreen = Promise.resolve({ ...firstScreen, sync: { ...(firstScreen.sync as object), cursor: '101' } });
    renderApp('/');

    await screen.findByText('Loading simulators...');
    resolveList();
    expect(await cardNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });
});
