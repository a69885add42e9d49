import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { capabilityVocabulary } from '@rsd/core';
import { invalidateChanged } from '../../data/create-data-layer';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { SIMULATORS_STALE_TIME, simulatorKeys } from '../simulator/queries';

withFreshCache();

/** Terms as a synced record carries them, each found in the record's physics text. */
const terms = (...ids: string[]) =>
  ids.map((term) => ({ term, evidence: { source: 'record' as const, field: 'physics_and_models' as const, text: `${term} text` } }));

const opm = makeSimulator({ id: 1, name: 'OPM Flow', applicationAreas: ['Black oil'], capabilities: terms('black-oil', 'thermal', 'mpi') });
const mrst = makeSimulator({ id: 2, name: 'MRST', applicationAreas: ['Research'], capabilities: terms('thermal', 'matlab') });
const dumux = makeSimulator({
  id: 3,
  name: 'DuMux',
  applicationAreas: ['Groundwater', 'Research'],
  capabilities: [{ term: 'groundwater', evidence: { source: 'admin', by: 'ada', at: '2025-03-04T05:06:07.000Z' } }],
});

/** jsdom's Blob has no text(): its bytes read as a page would have to, then decoded keeping the byte order mark. */
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsArrayBuffer(blob);
  });

// jsdom has no object URLs: the saved Blob is caught where the page hands it to the download link.
const saved: Blob[] = [];
Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (saved.push(blob), 'blob:test') });
Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
afterEach(() => {
  saved.length = 0;
});

const facetTerms = (facet: string) => capabilityVocabulary().facets.find((candidate) => candidate.id === facet)?.terms ?? [];

const grid = () => screen.getByRole('grid', { name: 'Capability matrix' });
const toolNames = () =>
  within(grid())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const columnNames = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const params = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
const focused = () => document.activeElement as HTMLElement;
const cellOf = (tool: string, column: string) => {
  const col = columnNames().indexOf(column);
  const row = within(grid()).getByRole('rowheader', { name: tool }).closest('tr') as HTMLElement;
  return row.children[col] as HTMLElement;
};

describe('matrix page', () => {
  it('lists every cached tool by name, one facet of terms as columns, each cell a mark named Yes or No', { timeout: 30_000 }, async () => {
    await seedCache([opm, mrst, dumux]);
    renderApp('/matrix');

    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    expect(toolNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);
    expect(columnNames().slice(0, 3)).toEqual(['Tool', 'Multiphase flow', 'Black-oil']);
    expect(screen.getByText(`3 of 3 tools, ${facetTerms('physics').length} terms`)).toBeTruthy();
    expect(cellOf('OPM Flow', 'Black-oil').getAttribute('aria-label')).toBe('Yes');
    expect(cellOf('MRST', 'Black-oil').getAttribute('aria-label')).toBe('No');
    // A black-oil tool is a multiphase-flow tool, as the capability filter counts it.
    expect(cellOf('OPM Flow', 'Multiphase flow').getAttribute('aria-label')).toBe('Yes');
    expect(cellOf('DuMux', 'Groundwater').getAttribute('aria-label')).toBe('Yes');
  });

  it("keeps the tools home's filters leave, and links back to home with them", { timeout: 30_000 }, async () => {
    await seedCache([opm, mrst, dumux]);
    renderApp('/matrix?area=Research&q=m&facet=interfaces');

    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    expect(toolNames()).toEqual(['DuMux', 'MRST']);
    expect(screen.getByText(`2 of 3 tools, ${facetTerms('interfaces').length} terms`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the filters on the tools list' }).getAttribute('href')).toBe('/?q=m&area=Research');
  });

  it("keeps the tools home's capability filters leave: any of a facet's terms, every facet", { timeout: 30_000 }, async () => {
    await seedCache([opm, mrst, dumux]);
    const { unmount } = renderApp('/matrix?cap=thermal&cap=groundwater');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    await waitFor(() => expect(toolNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']));
    unmount();

    renderApp('/matrix?cap=thermal&cap=mpi');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    await waitFor(() => expect(toolNames()).toEqual(['OPM Flow']));
    expect(screen.getByRole('link', { name: 'Change the filters on the tools list' }).getAttribute('href')).toBe('/?cap=thermal&cap=mpi');
  });

  it('says so when the filters leave no tool', { timeout: 30_000 }, async () => {
    await seedCache([opm]);
    renderApp('/matrix?area=Nowhere');
    expect(await screen.findByRole('heading', { name: 'No simulators match your search criteria.' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('changes the columns by facet and by chosen terms, sorts by a column, all through the URL', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/matrix?area=Research&area=Black%20oil');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });

    await user.selectOptions(screen.getByLabelText('Columns'), 'parallelism');
    await waitFor(() => expect(params(router).get('facet')).toBe('parallelism'));
    expect(columnNames()).toEqual(['Tool', ...facetTerms('parallelism').map((term) => term.label)]);

    await user.click(within(grid()).getByRole('columnheader', { name: 'MPI (distributed memory)' }));
    await waitFor(() => expect(params(router).get('by')).toBe('mpi'));
    expect(toolNames()).toEqual(['OPM Flow', 'DuMux', 'MRST']);
    expect(within(grid()).getByRole('columnheader', { name: 'MPI (distributed memory)' }).getAttribute('aria-sort')).toBe('descending');

    await user.selectOptions(screen.getByLabelText('Add a column'), 'matlab');
    await waitFor(() => expect(params(router).get('terms')).toBe('mpi,threads,gpu,task-parallel,partitioning,matlab'));
    expect(params(router).getAll('area')).toEqual(['Research', 'Black oil']);
    await user.click(screen.getByRole('button', { name: 'Remove column Threads (shared memory)' }));
    await waitFor(() => expect(params(router).get('terms')).toBe('mpi,gpu,task-parallel,partitioning,matlab'));
    expect(columnNames().at(-1)).toBe('MATLAB / GNU Octave');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'matlab');
    await waitFor(() => expect(toolNames()).toEqual(['MRST', 'DuMux', 'OPM Flow']));
    await user.click(within(grid()).getByRole('columnheader', { name: 'Tool' }));
    await waitFor(() => expect(params(router).get('by')).toBeNull());
    expect(toolNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);
  });

  it('opens as a link says: chosen terms in order and the sort, unknown terms skipped', { timeout: 30_000 }, async () => {
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/matrix?terms=thermal,no-such-term,black-oil&by=black-oil');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });

    expect(columnNames()).toEqual(['Tool', 'Thermal (non-isothermal)', 'Black-oil']);
    expect(toolNames()).toEqual(['OPM Flow', 'DuMux', 'MRST']);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('black-oil');
    expect((screen.getByLabelText('Columns') as HTMLSelectElement).value).toBe(':terms');
    expect(router.state.location.search).toBe('?terms=thermal,no-such-term,black-oil&by=black-oil');
  });

  it(
    'moves between cells with the keys of the grid pattern, one cell in the tab order, evidence on focus',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await seedCache([opm, mrst, dumux]);
      renderApp('/matrix?terms=black-oil,thermal,groundwater');
      await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
      const at = () => [focused().closest('tr')?.getAttribute('aria-rowindex'), String((focused() as HTMLTableCellElement).cellIndex + 1)];

      expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
      act(() => grid().querySelector<HTMLElement>('[tabindex="0"]')?.focus());
      expect(focused().textContent).toBe('DuMux');
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(at()).toEqual(['2', '4']);
      expect(focused().getAttribute('aria-describedby')).toBe('matrix-evidence');
      await waitFor(() => expect(screen.getByText(/^DuMux, Groundwater: Yes\. Set by an admin \(ada, 2025-03-04\)$/)).toBeTruthy());
      await user.keyboard('{ArrowRight}');
      expect(at()).toEqual(['2', '4']);
      await user.keyboard('{ArrowDown}{ArrowDown}{Home}');
      expect(focused().textContent).toBe('OPM Flow');
      await user.keyboard('{ArrowRight}');
      await waitFor(() =>
        expect(screen.getByText(`OPM Flow, Black-oil: Yes. Derived from the record's physics and models: "black-oil text"`)).toBeTruthy(),
      );
      await user.keyboard('{End}');
      expect(at()).toEqual(['4', '4']);
      expect(screen.getByText('OPM Flow, Groundwater: No. No capability text of the record names it.')).toBeTruthy();
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(focused().getAttribute('scope')).toBe('col');
      expect(focused().textContent).toBe('Tool');
      await user.keyboard('{Control>}{End}{/Control}');
      expect(at()).toEqual(['4', '4']);
      await user.keyboard('{PageUp}');
      expect(at()).toEqual(['2', '4']);
      await user.keyboard('{ArrowLeft}{ArrowUp}');
      expect(focused().textContent).toBe('Thermal (non-isothermal)');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(toolNames()).toEqual(['MRST', 'OPM Flow', 'DuMux']));
      expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    },
  );

  it('names every row with aria-rowcount and aria-rowindex while only the rows in view are drawn', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 300 }, (_, n) =>
      makeSimulator({ id: n + 1, name: `Tool ${String(n).padStart(3, '0')}`, capabilities: terms(n % 2 === 0 ? 'mpi' : 'gpu') }),
    );
    const user = userEvent.setup();
    await seedCache(many);
    renderApp('/matrix?facet=parallelism');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });

    expect(grid().getAttribute('aria-rowcount')).toBe('301');
    const drawn = () => within(grid()).getAllByRole('row');
    expect(drawn().length).toBeLessThan(60);
    expect(
      drawn()
        .map((row) => row.getAttribute('aria-rowindex'))
        .slice(0, 3),
    ).toEqual(['1', '2', '3']);

    await user.click(within(grid()).getByRole('rowheader', { name: 'Tool 000' }));
    await user.keyboard('{PageDown}');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('15');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('301');
    expect(document.activeElement?.closest('tr')?.querySelector('th')?.textContent).toBe('Tool 299');
    expect(drawn().length).toBeLessThan(60);

    // A scroll by the mouse draws the rows it brings into view, with their places in the whole list.
    const box = grid().closest('.matrix-scroll') as HTMLElement;
    box.scrollTop = 4000;
    act(() => void fireEvent.scroll(box));
    expect(within(grid()).getByRole('rowheader', { name: 'Tool 100' }).closest('tr')?.getAttribute('aria-rowindex')).toBe('102');
  });

  it(
    'draws the rows a scroll brings in into the elements of the rows it leaves, and the names as one layer over the row headers',
    { timeout: 30_000 },
    async () => {
      const many = Array.from({ length: 300 }, (_, n) =>
        makeSimulator({ id: n + 1, name: `Tool ${String(n).padStart(3, '0')}`, capabilities: terms('mpi') }),
      );
      const user = userEvent.setup();
      await seedCache(many);
      const { router } = renderApp('/matrix?facet=parallelism');
      await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
      const box = grid().closest('.matrix-scroll') as HTMLElement;
      const scrollTo = (top: number) => {
        box.scrollTop = top;
        act(() => void fireEvent.scroll(box));
      };
      const rowElements = () => [...grid().querySelectorAll('tbody tr')];
      const layer = document.querySelector('.matrix-names') as HTMLElement;
      const layerNames = () => [...layer.querySelectorAll('a')].map((name) => name.textContent).toSorted();

      // Away from the top, as many rows are drawn as the grid keeps elements for; a scroll 70 rows on reuses them all.
      scrollTo(1200);
      const before = new Set(rowElements());
      scrollTo(4000);
      expect(rowElements().every((row) => before.has(row))).toBe(true);
      expect(within(grid()).getByRole('rowheader', { name: 'Tool 100' }).closest('tr')?.getAttribute('aria-rowindex')).toBe('102');

      // The layer names the drawn rows, and only assistive technology's view of the grid has the row headers.
      expect(layer.getAttribute('aria-hidden')).toBe('true');
      expect(layerNames()).toEqual(toolNames().toSorted());
      const name = [...layer.querySelectorAll('a')].find((link) => link.textContent === 'Tool 100') as HTMLElement;
      expect(name.tabIndex).toBe(-1);

      // A press on a name focuses its row's header cell; a click opens the tool in the app.
      act(() => void fireEvent.mouseDown(name));
      expect(document.activeElement).toBe(within(grid()).getByRole('rowheader', { name: 'Tool 100' }));
      await user.click(name);
      await waitFor(() => expect(router.state.location.pathname).toBe('/simulator/101'));
    },
  );

  it('keeps focus on its cell while the rows recycle under it, scrolled away and back, down and up', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 300 }, (_, n) =>
      makeSimulator({ id: n + 1, name: `Tool ${String(n).padStart(3, '0')}`, capabilities: terms(n % 3 === 0 ? 'mpi' : 'gpu') }),
    );
    const user = userEvent.setup();
    await seedCache(many);
    renderApp('/matrix?facet=parallelism');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    const box = grid().closest('.matrix-scroll') as HTMLElement;
    const scrollTo = (top: number) => {
      box.scrollTop = top;
      act(() => void fireEvent.scroll(box));
    };
    const rowElements = () => grid().querySelectorAll('tbody tr').length;
    const focusedTool = () => [
      focused().closest('tr')?.getAttribute('aria-rowindex'),
      focused().closest('tr')?.querySelector('th')?.textContent,
    ];

    scrollTo(4000);
    const drawn = rowElements();
    await user.click(within(grid()).getByRole('rowheader', { name: 'Tool 100' }));
    await user.keyboard('{ArrowRight}');
    const cell = focused();
    expect(focusedTool()).toEqual(['102', 'Tool 100']);

    // Up three rows at a time, the focused row in the range: each row element keeps its place in the DOM (React moved
    // the rotated ones, and in Chromium a moved element drops its focus: matrix.e2e.ts).
    const elements = [...grid().querySelectorAll('tbody tr')];
    for (let top = 3960; top >= 3600; top -= 40) scrollTo(top);
    expect([...grid().querySelectorAll('tbody tr')].every((element, place) => element === elements[place])).toBe(true);
    expect(focused()).toBe(cell);
    // Far down and far up, the focused row out of the drawn range: it stays drawn in its element, focused.
    for (const top of [8000, 11_000, 0, 4000]) {
      scrollTo(top);
      expect(focused()).toBe(cell);
      expect(focusedTool()).toEqual(['102', 'Tool 100']);
      expect(cell.getAttribute('aria-label')).toBe('No');
    }
    scrollTo(8000);
    await user.keyboard('{ArrowDown}');
    expect(focusedTool()).toEqual(['103', 'Tool 101']);
    expect((focused() as HTMLTableCellElement).cellIndex).toBe(1);

    // Only while the grid has focus: then the rows drawn are the range's alone again.
    expect(rowElements()).toBe(drawn);
    scrollTo(0);
    expect(rowElements()).toBe(drawn + 1);
    act(() => focused().blur());
    expect(rowElements()).toBe(drawn);
  });

  it('exports exactly the table shown as CSV', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    renderApp('/matrix?area=Research&area=Black%20oil&terms=thermal,black-oil&by=black-oil');
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobText(saved[0]!)).toBe(
      '\uFEFF"Tool","Thermal (non-isothermal)","Black-oil"\r\n"OPM Flow","Yes","Yes"\r\n"DuMux","No","No"\r\n"MRST","Yes","No"\r\n',
    );
  });

  it('is reached from the header', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm]);
    const { router } = renderApp('/about');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Matrix' }));
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/matrix');
  });

  it("is reached from home's list with home's filters", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/?area=Research');
    const link = await screen.findByRole('link', { name: 'See as a matrix' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/matrix?area=Research');
    await user.click(link);
    await screen.findByRole('grid', { name: 'Capability matrix' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?area=Research');
    expect(toolNames()).toEqual(['DuMux', 'MRST']);
  });

  it(
    'reads the listings in memory again only when a sync changed them, not for their age, nor does home',
    { timeout: 30_000 },
    async () => {
      await seedCache([opm, mrst]);
      const { router, queryClient } = renderApp('/matrix?facet=parallelism');
      await screen.findByRole('rowheader', { name: 'MRST' }, { timeout: 10_000 });
      await act(() => router.navigate('/about'));

      // Older than the list's freshness, and the cache changed by no sync (a row written here, behind the query's back):
      // the matrix draws the listings in memory and reads none.
      const key = simulatorKeys.listings();
      queryClient.setQueryData(key, queryClient.getQueryData(key), { updatedAt: Date.now() - 2 * SIMULATORS_STALE_TIME });
      await seedCache([opm, mrst, dumux]);
      await act(() => router.navigate('/matrix?facet=parallelism'));
      await screen.findByRole('rowheader', { name: 'MRST' }, { timeout: 10_000 });
      expect(queryClient.isFetching({ queryKey: key })).toBe(0);
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(toolNames()).toEqual(['MRST', 'OPM Flow']);
      // Nor does home, reached by Back: its next screen would meet that read in flight.
      await act(() => router.navigate('/'));
      await screen.findByText('MRST', {}, { timeout: 10_000 });
      expect(queryClient.isFetching({ queryKey: key })).toBe(0);
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByText('DuMux')).toBeNull();

      // A sync's change while the matrix was away: its next visit reads them.
      await act(() => router.navigate('/about'));
      await invalidateChanged(queryClient, { simulators: true, technologies: false, listings: true });
      await act(() => router.navigate('/matrix?facet=parallelism'));
      await screen.findByRole('rowheader', { name: 'DuMux' }, { timeout: 10_000 });
      expect(toolNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);
    },
  );
});
