import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { simulatorKeys } from '../simulator/queries';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

/** Each derivation of the filter panel's options: how many listings, and the count line on screen at that moment. */
const derived = vi.hoisted((): string[] => []);

vi.mock('@rsd/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@rsd/core')>();
  return {
    ...core,
    deriveFilterOptions: (listings: Parameters<typeof core.deriveFilterOptions>[0]) => {
      derived.push(`${listings.length}: ${document.querySelector('.tools-count')?.textContent ?? 'no count'}`);
      return core.deriveFilterOptions(listings);
    },
  };
});

withFreshCache();

const directory = Array.from({ length: 60 }, (_, n) => makeSimulator({ id: n + 1, name: `Tool ${n + 1}` }));
const WAIT = { timeout: 15_000 };

describe("home's whole list", () => {
  // A first visit's list grows from the first chunk of listings to every one: the options' sort of every listing's
  // values (seconds at 30,000 tools) came in the render that drew the full count, and held it back.
  it('draws the count of a list that grew before it derives the filter options from it', async () => {
    await seedCache(directory.slice(0, 5));
    const { queryClient } = renderApp('/');
    expect(await screen.findByText('Showing 5 simulator(s)', undefined, WAIT)).toBeTruthy();

    await seedCache(directory);
    await queryClient.invalidateQueries({ queryKey: simulatorKeys.listings() });

    expect(await screen.findByText('Showing 60 simulator(s)', undefined, WAIT)).toBeTruthy();
    await vi.waitFor(() => expect(derived.filter((entry) => entry.startsWith('60:'))).toContain('60: Showing 60 simulator(s)'), WAIT);
    expect(derived.filter((entry) => entry.startsWith('60:') && entry !== '60: Showing 60 simulator(s)')).toEqual([]);
  });
});
