import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const fresh = makeSimulator({ id: 1, name: 'Fresh', lastReleaseDate: daysAgo(120) });
const newest = makeSimulator({ id: 2, name: 'Newest', lastReleaseDate: daysAgo(3) });
const old = makeSimulator({ id: 3, name: 'Old', lastReleaseDate: '2015-06-01' });
const undated = makeSimulator({ id: 4, name: 'Undated', lastReleaseDate: null });

/** jsdom's Blob has no text(): read it as a page would have to. */
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsText(blob);
  });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Simulators' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// jsdom has no object URLs: the saved Blob is caught where the page hands it to the download link.
const saved: Blob[] = [];
Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (saved.push(blob), 'blob:test') });
Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
afterEach(() => {
  saved.length = 0;
});

describe('home: release filter, sort and export', () => {
  it('filters to recent releases and sorts by latest release through the URL', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([fresh, newest, old, undated]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Old' }, { timeout: 10_000 });
    expect(screen.getByText(/^Released 4 months ago$|^Released 3 months ago$/)).toBeTruthy();
    expect(screen.getByText(/^No release in \d+ years$/)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Released in the last 2 years' }));
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('released')).toBe('2y'));
    await waitFor(() => expect(cardNames()).toEqual(['Fresh', 'Newest']));
    expect(screen.getByText('Showing 2 simulator(s)')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'latest-release');
    await waitFor(() => expect(params().get('sort')).toBe('release'));
    await waitFor(() => expect(cardNames()).toEqual(['Newest', 'Fresh']));

    await user.click(screen.getByRole('button', { name: 'Remove filter Release: Released in the last 2 years' }));
    await waitFor(() => expect(cardNames()).toEqual(['Newest', 'Fresh', 'Old', 'Undated']));
  });

  it('exports the filtered list as a CSV file written from the cache', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([fresh, newest, old, undated]);
    renderApp('/?released=2y&sort=release');
    await screen.findByRole('heading', { level: 3, name: 'Newest' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Export 2 simulator(s)' }));
    await user.click(await screen.findByRole('button', { name: 'CSV (spreadsheet)' }, { timeout: 10_000 }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const csv = await blobText(saved[0]!);
    const records = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(records.map((record) => record.split('","')[1])).toEqual(['name', 'Newest', 'Fresh']);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    // Home lists listings; the file has every field, read whole from the cache.
    expect(records[0]).toContain('"website","sourceCodeRepository"');
    expect(records[1]).toContain(`"${newest.website}"`);
  });
});
