import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

// No server in these tests: the vocabulary is the one built into core, as on a first start offline.
const withTerms = (...terms: string[]) =>
  terms.map((term) => ({ term, evidence: { source: 'admin' as const, by: 'admin', at: '2025-01-01T00:00:00.000Z' } }));

const opm = makeSimulator({ id: 1, name: 'OPM Flow', programmingLanguages: ['C++'], capabilities: withTerms('black-oil', 'mpi') });
const mrst = makeSimulator({
  id: 2,
  name: 'MRST',
  programmingLanguages: ['MATLAB'],
  capabilities: withTerms('black-oil', 'compositional', 'matlab', 'gpu'),
});
const dumux = makeSimulator({
  id: 3,
  name: 'DuMux',
  programmingLanguages: ['C++'],
  capabilities: withTerms('compositional', 'mpi', 'gpu'),
});

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Simulators' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** A facet's group: its name is its label, then how many of its terms are chosen. */
const facet = (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name}`) }));
const term = (facetName: string, label: string) => facet(facetName).getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const termText = (facetName: string, label: string) => term(facetName, label).closest('label')?.textContent;
const params = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

/** Opens More Filters and the facets named, once the vocabulary's chunk has drawn them. */
async function openFacets(user: UserEvent, ...names: string[]) {
  const more = screen.queryByRole('button', { name: 'More Filters' });
  if (more) await user.click(more);
  for (const name of names) {
    const toggle = await screen.findByRole('button', { name: new RegExp(`^${name}`) });
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
  }
}

describe('capability filters on home', () => {
  it('lists every facet, each term with the tools it would leave, disabled (not hidden) when none', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });

    await openFacets(user);
    for (const name of [
      'Physics and processes',
      'Numerical methods',
      'Parallelism and hardware',
      'File formats',
      'Workflows and analysis',
    ]) {
      expect((await screen.findByRole('button', { name })).getAttribute('aria-expanded')).toBe('false');
    }
    await openFacets(user, 'Physics and processes');
    expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (2)');
    expect(termText('Physics and processes', 'Compositional')).toBe('Compositional (2)');
    // A wider term counts the tools that have a narrower one.
    expect(termText('Physics and processes', 'Multiphase flow')).toBe('Multiphase flow (3)');
    const geothermal = term('Physics and processes', 'Geothermal');
    expect((geothermal as HTMLInputElement).disabled).toBe(true);
    expect(termText('Physics and processes', 'Geothermal')).toBe('Geothermal (0)');
    expect((term('Physics and processes', 'Black-oil') as HTMLInputElement).disabled).toBe(false);

    // Another filter narrows the counts: MATLAB leaves only MRST.
    await user.click(within(screen.getByRole('group', { name: 'Programming Languages' })).getByLabelText('MATLAB'));
    await waitFor(() => expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (1)'));
    expect(termText('Physics and processes', 'Compositional')).toBe('Compositional (1)');
    await openFacets(user, 'Parallelism and hardware');
    expect((term('Parallelism and hardware', 'MPI \\(distributed memory\\)') as HTMLInputElement).disabled).toBe(true);
    expect((term('Parallelism and hardware', 'GPU') as HTMLInputElement).disabled).toBe(false);
  });

  it('counts the terms again as the search changes', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });
    await openFacets(user, 'Physics and processes');
    expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (2)');

    await user.type(screen.getByRole('searchbox', { name: 'Search simulators' }), 'mrst');
    await waitFor(() => expect(termText('Physics and processes', 'Compositional')).toBe('Compositional (1)'));
    expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (1)');
    expect(termText('Physics and processes', 'Multiphase flow')).toBe('Multiphase flow (1)');
  });

  it('counts a facet of "any of" without its own choice and the other facets with it', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    renderApp('/?cap=mpi');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });
    expect(cardNames()).toEqual(['DuMux', 'OPM Flow']);

    await openFacets(user, 'Parallelism and hardware', 'Physics and processes');
    // MPI is chosen: GPU still counts over every tool (MRST too), as choosing it adds to the facet's "any of".
    expect(termText('Parallelism and hardware', 'MPI \\(distributed memory\\)')).toBe('MPI (distributed memory) (2)');
    expect(termText('Parallelism and hardware', 'GPU')).toBe('GPU (2)');
    // Physics counts only the MPI tools.
    expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (1)');
    expect(termText('Physics and processes', 'Compositional')).toBe('Compositional (1)');
  });

  it("matches any of a facet's terms, or all of them, with the mode in the URL", async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });

    await openFacets(user, 'Physics and processes');
    await user.click(term('Physics and processes', 'Black-oil'));
    await user.click(term('Physics and processes', 'Compositional'));
    await waitFor(() => expect(params(router).getAll('cap')).toEqual(['black-oil', 'compositional']));
    expect(cardNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);

    const mode = within(screen.getByRole('radiogroup', { name: 'Physics and processes: match' }));
    expect((mode.getByLabelText('Any of') as HTMLInputElement).checked).toBe(true);
    await user.click(mode.getByLabelText('All of'));
    await waitFor(() => expect(cardNames()).toEqual(['MRST']));
    expect(params(router).getAll('capAll')).toEqual(['physics']);
    // "All of": a term's count is what adding it would leave.
    expect(termText('Physics and processes', 'Black-oil')).toBe('Black-oil (1)');

    await user.click(mode.getByLabelText('Any of'));
    await waitFor(() => expect(cardNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']));
    expect(params(router).getAll('capAll')).toEqual([]);
  });

  it('reads chosen terms and modes from the URL, shows them as badges, and removes one', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/?cap=black-oil&cap=compositional&capAll=physics&cap=mpi');

    // All of Black-oil and Compositional, and MPI: nobody; without MPI, MRST.
    expect(await screen.findByText('No simulators match your criteria')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Remove filter Capabilities: MPI (distributed memory)' }));
    await waitFor(() => expect(cardNames()).toEqual(['MRST']));
    expect(params(router).toString()).toBe('cap=black-oil&cap=compositional&capAll=physics');
    expect(screen.getByRole('button', { name: 'Remove filter Capabilities: Black-oil' })).toBeTruthy();

    // The panel shows what the URL chose: the facet open, its terms ticked, "All of" set.
    await openFacets(user);
    const physics = await screen.findByRole('button', { name: /^Physics and processes/ });
    expect(physics.getAttribute('aria-expanded')).toBe('true');
    expect((term('Physics and processes', 'Black-oil') as HTMLInputElement).checked).toBe(true);
    expect(
      (within(screen.getByRole('radiogroup', { name: 'Physics and processes: match' })).getByLabelText('All of') as HTMLInputElement)
        .checked,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove filter Capabilities: Black-oil' }));
    await waitFor(() => expect(cardNames()).toEqual(['DuMux', 'MRST']));
    expect(params(router).toString()).toBe('cap=compositional&capAll=physics');
  });

  it('opens a facet and chooses a term from the keyboard', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });
    await openFacets(user);

    const physics = await screen.findByRole('button', { name: 'Physics and processes' });
    physics.focus();
    await user.keyboard('{Enter}');
    expect(physics.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(
      within(screen.getByRole('radiogroup', { name: 'Physics and processes: match' })).getByLabelText('Any of'),
    );
    // Tab leaves the radio group for the first term; Space ticks it.
    await user.tab();
    expect(document.activeElement).toBe(term('Physics and processes', 'Multiphase flow'));
    await user.keyboard(' ');
    await waitFor(() => expect(params(router).getAll('cap')).toEqual(['multiphase-flow']));
  });
});
