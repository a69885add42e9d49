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

const mpi = [{ term: 'mpi', evidence: { source: 'record' as const, field: 'parallelization_approaches' as const, text: 'MPI' } }];
const simulators = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) =>
  makeSimulator({ id: index + 1, name, capabilities: name === 'Delta' ? mpi : [] }),
);

const grid = () => screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
const toolNames = async () =>
  within(await grid())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

describe("the matrix's first rows before the whole list is read", () => {
  it(
    'draws the kept first tools with the count of every cached tool, then every tool; the CSV waits for them',
    { timeout: 30_000 },
    async () => {
      const { resolveList } = await bootReadWithSlowList(simulators);
      renderApp('/matrix?facet=parallelism');

      expect(await toolNames()).toEqual(['Alpha', 'Bravo']);
      expect((await grid()).getAttribute('aria-rowcount')).toBe('5');
      expect(screen.getByText(/^4 of 4 tools, /)).toBeTruthy();
      expect(exportButton().hasAttribute('disabled')).toBe(true);

      resolveList();
      await screen.findByRole('rowheader', { name: 'Delta' }, { timeout: 10_000 });
      expect(await toolNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
      expect((await grid()).getAttribute('aria-rowcount')).toBe('5');
      expect(exportButton().hasAttribute('disabled')).toBe(false);
    },
  );

  it.each([
    ["home's search narrows the list", '/matrix?q=delta&facet=parallelism', ['Delta']],
    ['a term sorts the rows', '/matrix?facet=parallelism&by=mpi', ['Delta', 'Alpha', 'Bravo', 'Charlie']],
  ])('waits for the whole list when %s: the kept tools are not its first rows', { timeout: 30_000 }, async (_, url, names) => {
    const { resolveList } = await bootReadWithSlowList(simulators);
    renderApp(url);

    await screen.findByText('Loading simulators...', {}, { timeout: 10_000 });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByText(/^\d+ of \d+ tools, /)).toBeNull();
    resolveList();
    await screen.findByRole('rowheader', { name: 'Delta' }, { timeout: 10_000 });
    expect(await toolNames()).toEqual(names);
  });
});
