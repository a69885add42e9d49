import { resultCountText } from '@rsd/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootReadWithSlowList } from '../../test/early-read';
import { makeSimulator } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
afterEach(() => {
  window.rsdEarlyRead = undefined;
});

const simulators = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) => makeSimulator({ id: index + 1, name }));

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Simulators' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe("home's first screen on a warm start", () => {
  it('draws the kept first cards with the count of every cached tool before the whole list is read, then the whole list', async () => {
    const { resolveList } = await bootReadWithSlowList(simulators);
    renderApp('/');

    expect(await cardNames()).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByText(resultCountText(4)).className).toBe('tools-count');
    resolveList();
    await screen.findByRole('heading', { level: 3, name: 'Delta' });
    expect(await cardNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(screen.getByText(resultCountText(4)).className).toBe('tools-count');
  });

  it('waits for the whole list when the URL searches: the first cards are not its results', async () => {
    const { resolveList } = await bootReadWithSlowList(simulators);
    renderApp('/?q=delta');

    await screen.findByText('Loading simulators...');
    expect(screen.queryByRole('heading', { level: 3, name: 'Alpha' })).toBeNull();
    resolveList();
    expect(await cardNames()).toEqual(['Delta']);
  });

  it('is not drawn once a sync has moved the cache on since it was kept', async () => {
    const { resolveList } = await bootReadWithSlowList(simulators);
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
