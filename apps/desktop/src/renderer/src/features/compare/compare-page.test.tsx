import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const physics = (...names: string[]) => ({ physics_and_models: names.map((capability_name) => ({ capability_name, description: '' })) });

/** Capability terms as a record carries them; the evidence does not show on the comparison. */
const terms = (...ids: string[]) =>
  ids.map((term) => ({ term, evidence: { source: 'record' as const, field: 'physics_and_models' as const, text: term } }));

const opm = makeSimulator({
  id: 1,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  shortDescription: 'Fully implicit black-oil reservoir simulator.',
  developmentStatus: 'Actively Maintained',
  lastReleaseVersion: '2024.04',
  licenseType: 'GPL-3.0',
  organizations: [],
  relevantOrganizations: ['Equinor', 'SINTEF Digital'],
  programmingLanguages: ['C++', 'Python'],
  applicationAreas: ['Black oil', 'CO2 storage', 'EOR'],
  keyFeatures: ['Parallel', 'ECLIPSE input'],
  detailedCapabilities: physics('Black oil', 'Thermal'),
});
const mrst = makeSimulator({
  id: 2,
  name: 'MRST',
  fullName: 'MATLAB Reservoir Simulation Toolbox',
  shortDescription: 'Rapid prototyping toolbox.',
  developmentStatus: 'Beta',
  // As an older server stored a release: its tag, not its number.
  lastReleaseVersion: 'mrst-v2024b',
  licenseType: 'GPL-3.0',
  organizations: [],
  relevantOrganizations: ['SINTEF Digital'],
  programmingLanguages: ['Python', 'C++'],
  applicationAreas: ['Research', 'Teaching', 'CO2 storage'],
  keyFeatures: ['Parallel', 'ECLIPSE input'],
  detailedCapabilities: physics('Thermal'),
});
const dumux = makeSimulator({ id: 3, name: 'DuMux', fullName: 'DUNE for Multi-Phase flow', applicationAreas: ['Groundwater'] });

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const compareButton = () => screen.getByRole('button', { name: 'Compare Selected' });
const query = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('compare page: selection', () => {
  it('renders the layout at once while the screen chunk loads on a first visit', async () => {
    await seedCache([opm]);
    renderApp('/compare');

    // Synchronously: the router has not loaded the lazy route yet.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByLabelText('Loading page')).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'OPM Flow' });
    expect(screen.queryByLabelText('Loading page')).toBeNull();
  });

  it('lists every simulator with its first 2 application areas and starts at Selected: 0/2', async () => {
    await seedCache([opm, mrst, dumux]);
    renderApp('/compare');

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Simulators' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'OPM Flow' });
    const grid = screen.getByRole('list', { name: 'Simulators to compare' });
    expect(
      within(grid)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['DuMux', 'MRST', 'OPM Flow']);
    const card = checkbox('OPM Flow').closest('.compare-select-card') as HTMLElement;
    const areas = within(card).getByRole('list', { name: 'Application areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Black oil', 'CO2 storage']);
    expect(screen.getByText('Selected: 0/2')).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', true);
    expect(document.title).toMatch(/^Compare Simulators/);
  });

  it('toggles by click on the card, Space and Enter, at most 2, and enables Compare Selected only at exactly 2', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/compare');
    await screen.findByRole('checkbox', { name: 'OPM Flow' });

    // A click on the card's description toggles, like one on its checkbox.
    await user.click(screen.getByText('Fully implicit black-oil reservoir simulator.'));
    expect(checkbox('OPM Flow')).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 1/2')).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', true);
    expect(query(router).get('selected')).toBe('1');

    checkbox('MRST').focus();
    await user.keyboard('{Enter}');
    expect(checkbox('MRST')).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 2/2')).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', false);

    // A third pick is ignored, by keyboard or mouse.
    checkbox('DuMux').focus();
    await user.keyboard(' ');
    await user.click(checkbox('DuMux'));
    expect(checkbox('DuMux')).toHaveProperty('checked', false);
    expect(checkbox('DuMux').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Selected: 2/2')).toBeTruthy();

    // Space deselects.
    checkbox('OPM Flow').focus();
    await user.keyboard(' ');
    expect(checkbox('OPM Flow')).toHaveProperty('checked', false);
    expect(screen.getByText('Selected: 1/2')).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', true);
    expect(query(router).get('selected')).toBe('2');
  });

  it('restores a half-made selection from the URL, and Compare Selected opens /compare?ids=a,b', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/compare?selected=3,abc');
    await screen.findByRole('checkbox', { name: 'DuMux' });
    expect(checkbox('DuMux')).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 1/2')).toBeTruthy();

    await user.click(checkbox('OPM Flow'));
    await user.click(compareButton());
    expect(router.state.location.pathname + router.state.location.search).toBe('/compare?ids=3,1');
    await screen.findByRole('link', { name: 'DuMux' });
  });

  it('shows 6 skeleton boxes until the first sync has filled the cache', async () => {
    const server = createFakeSyncServer();
    server.putSimulator(opm);
    renderApp('/compare', { fetchPage: server.fetchPage });

    const skeleton = (await screen.findByText('Loading simulators...')).closest('.compare-skeleton') as HTMLElement;
    expect(skeleton.querySelectorAll('.compare-skeleton-box')).toHaveLength(6);
    await screen.findByRole('checkbox', { name: 'OPM Flow' });
    expect(screen.queryByText('Loading simulators...')).toBeNull();
  });
});

describe('compare page: comparison', () => {
  it('shows both cards with badges and links, and the rows side by side with the differences marked', async () => {
    await seedCache([opm, mrst, dumux]);
    renderApp('/compare?ids=1,2');

    const opmLink = await screen.findByRole('link', { name: 'OPM Flow' });
    expect(opmLink.getAttribute('href')).toBe('/simulator/1');
    expect(screen.getByRole('link', { name: 'MRST' }).getAttribute('href')).toBe('/simulator/2');
    const badges = within(screen.getByRole('list', { name: 'OPM Flow status, version and licence' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Actively Maintained', 'v2024.04', 'GPL-3.0']);
    const mrstBadges = within(screen.getByRole('list', { name: 'MRST status, version and licence' }));
    expect(mrstBadges.getAllByRole('listitem').map((li) => li.textContent)).toContain('v2024b');
    expect(screen.getByText('Open Porous Media Flow')).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Compare OPM Flow and MRST/));

    const table = screen.getByRole('table');
    const aspects = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('scope') === 'colgroup')
      .map((th) => th.textContent);
    expect(aspects).toEqual([
      'OrganizationsDiffers',
      'Programming LanguagesSame',
      'Application AreasDiffers',
      'Key FeaturesSame',
      'Physics ModelsDiffers',
    ]);
    const areas = within(table).getByRole('list', { name: 'Application Areas of MRST' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Research', 'Teaching', 'CO2 storage']);
    expect(within(table).getByRole('list', { name: 'Physics Models of OPM Flow' }).textContent).toBe('Black oilThermal');
  });

  it('adds a row per capability facet either tool has a term in, listing the term labels, with the differences marked', async () => {
    await seedCache([
      { ...opm, capabilities: terms('black-oil', 'mpi', 'vtk', 'hdf5') },
      // A term of a newer vocabulary than this build's is left out.
      { ...mrst, capabilities: terms('mpi', 'gpu', 'black-oil', 'matlab', 'vtk', 'hdf5', 'from-a-newer-vocabulary') },
    ]);
    renderApp('/compare?ids=1,2');
    await screen.findByRole('link', { name: 'OPM Flow' });

    const table = screen.getByRole('table');
    const aspects = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('scope') === 'colgroup');
    expect(aspects.map((th) => th.textContent).slice(5)).toEqual([
      'Physics and processesSame',
      'Parallelism and hardwareDiffers',
      'InterfacesDiffers',
      'File formatsSame',
    ]);
    // The marking is the spec rows' own: the 'Differs' tag, and the bar on the heading and the values rows.
    const parallelism = aspects[6]?.closest('tr') as HTMLElement;
    expect(parallelism.className).toContain('comparison-differs');
    expect(parallelism.nextElementSibling?.className).toBe('comparison-differs');
    expect(aspects[5]?.closest('tr')?.className).not.toContain('comparison-differs');

    const values = (name: string) =>
      within(within(table).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(values('Parallelism and hardware of OPM Flow')).toEqual(['MPI (distributed memory)']);
    expect(values('Parallelism and hardware of MRST')).toEqual(['MPI (distributed memory)', 'GPU']);
    expect(values('File formats of MRST')).toEqual(['VTK', 'HDF5']);
    expect(values('Interfaces of MRST')).toEqual(['MATLAB / GNU Octave']);
    // A facet one tool has no term in reads as the other empty rows do.
    expect(within(table).queryByRole('list', { name: 'Interfaces of OPM Flow' })).toBeNull();
    const interfacesValues = aspects[7]?.closest('tr')?.nextElementSibling as HTMLElement;
    expect(within(interfacesValues).getByText('None listed')).toBeTruthy();
  });

  it('Back to Selection returns to the picker with the pair still ticked', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/compare?ids=2,1');
    await user.click(await screen.findByRole('button', { name: 'Back to Selection' }));

    await screen.findByRole('checkbox', { name: 'OPM Flow' });
    expect(router.state.location.search).toBe('?selected=2%2C1');
    expect(checkbox('OPM Flow')).toHaveProperty('checked', true);
    expect(checkbox('MRST')).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 2/2')).toBeTruthy();
  });

  it.each([
    ['non-numeric ids', '/compare?ids=abc,xyz'],
    ['one id', '/compare?ids=1'],
    ['one of the two unknown', '/compare?ids=1,99'],
    ['the same id twice', '/compare?ids=1,1'],
    ['a non-numeric id beside a real one', '/compare?ids=1,0x2'],
  ])('says it cannot compare with %s', async (_, path) => {
    await seedCache([opm, mrst]);
    const { queryClient } = renderApp(path);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading comparison');
    expect(alert.textContent).toContain('Please select two simulators to compare.');
    expect(screen.getByRole('button', { name: 'Back to Selection' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The list still loads in the background; let it settle inside the test.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('alert').textContent).toContain('Error loading comparison');
  });
});
