import { isoToday, releaseFreshness, toCodeMeta } from '@rsd/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { SimilarChannelWorker } from '../../test/similar-channel-worker';
import { fakePlatform, renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { simulatorKeys } from './queries';

withFreshCache();

// A lazy route's first import is slow on a busy machine.
const SLOW = { timeout: 10_000 };

const physics = (...names: string[]) => ({ physics_and_models: names.map((capability_name) => ({ capability_name, description: '' })) });

const opm = makeSimulator({
  id: 7,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  organizations: ['SINTEF', 'Equinor'],
  lastReleaseDate: '2024-04-30',
  lastReleaseVersion: '2024.04',
  applicationAreas: ['CO2 storage', 'EOR'],
  programmingLanguages: ['C++ (core)'],
  detailedCapabilities: physics('Black oil'),
  learningResources: {
    key_publications_academic: [
      {
        title: 'The OPM initiative',
        url: 'https://doi.org/x',
        authors: 'Rasmussen, A.; Lie, K.-A.',
        year: 2021,
        journal_conference: 'Computers & Mathematics',
      },
    ],
  },
});
const others = [
  makeSimulator({
    id: 1,
    name: 'Near',
    applicationAreas: ['CO2 storage', 'EOR'],
    programmingLanguages: ['C++'],
    detailedCapabilities: physics('Black oil'),
  }),
  makeSimulator({ id: 2, name: 'Some', applicationAreas: ['EOR'], programmingLanguages: ['Julia'], detailedCapabilities: null }),
  makeSimulator({
    id: 3,
    name: 'Unrelated',
    applicationAreas: ['Geothermal'],
    programmingLanguages: ['Fortran'],
    detailedCapabilities: null,
  }),
];

describe('detail page: freshness, similar tools and Cite', () => {
  it('shows the release badge and the similar tools from the cache, most alike first, none unrelated', { timeout: 30_000 }, async () => {
    await seedCache([opm, ...others]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' }, SLOW);

    expect(screen.getByText(releaseFreshness('2024-04-30', isoToday())!.label)).toBeTruthy();
    const similar = within(await screen.findByRole('region', { name: 'Similar tools' }));
    expect(similar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Near', 'Some']);
    expect(similar.getByRole('link', { name: 'Near' }).getAttribute('href')).toBe('/simulator/1');
    expect(similar.getByText('Shares: CO2 storage, EOR, Black oil, C++')).toBeTruthy();
  });

  it('ranks the similar tools on their worker: the page itself reads no listing', { timeout: 30_000 }, async () => {
    await seedCache([opm, ...others]);
    let spawned = 0;
    const { queryClient } = renderApp('/simulator/7', {
      spawnSimilarWorker: () => {
        spawned += 1;
        return new SimilarChannelWorker();
      },
    });
    const similar = within(await screen.findByRole('region', { name: 'Similar tools' }, SLOW));
    expect(similar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Near', 'Some']);
    expect(spawned).toBe(1);
    // Home's query of every listing: at 30,000 tools its read and the ranking were long tasks on the page.
    expect(queryClient.getQueryData(simulatorKeys.listings())).toBeUndefined();
  });

  it('Cite copies the BibTeX of the simulator and offers CITATION.cff, CodeMeta, RIS and APA', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cite OPM Flow' }, SLOW));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['BibTeX', 'CITATION.cff', 'CodeMeta', 'RIS', 'APA']);
    await user.click(dialog.getByRole('button', { name: 'Copy BibTeX' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(/^@software\{opmflow2024,\n {2}author = \{\{SINTEF\} and \{Equinor\}\},/);

    await user.click(dialog.getByRole('tab', { name: 'APA' }));
    expect((dialog.getByRole('textbox', { name: 'APA citation' }) as HTMLTextAreaElement).value).toContain(
      'SINTEF & Equinor. (2024). OPM Flow: Open Porous Media Flow (Version 2024.04) [Computer software].',
    );
  });

  it('Cite writes CodeMeta from the cached record, offline, and links the server’s copy on the web', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cite OPM Flow' }, SLOW));
    await user.click(dialog.getByRole('tab', { name: 'CodeMeta' }));
    // The server here is down (renderApp's default): the document is core's, from the cache.
    const text = (dialog.getByRole('textbox', { name: 'CodeMeta citation' }) as HTMLTextAreaElement).value;
    expect(JSON.parse(text)).toEqual(toCodeMeta(opm));
    expect(JSON.parse(text)).toMatchObject({
      '@context': 'https://w3id.org/codemeta/3.0',
      producer: [{ name: 'SINTEF' }, { name: 'Equinor' }],
    });
    expect(dialog.getByRole('button', { name: 'Download codemeta.json' })).toBeTruthy();
    const link = dialog.getByRole('link', { name: /\/api\/simulators\/7\/codemeta\.json$/ });
    expect(link.getAttribute('href')).toBe(new URL('/api/simulators/7/codemeta.json', window.location.href).href);
  });

  it('Cite offers no server link in the desktop app, whose window is no place for a JSON file', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm]);
    renderApp('/simulator/7', { platform: fakePlatform('desktop') });
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cite OPM Flow' }, SLOW));
    await user.click(dialog.getByRole('tab', { name: 'CodeMeta' }));
    expect(dialog.getByRole('button', { name: 'Download codemeta.json' })).toBeTruthy();
    expect(dialog.queryByRole('link')).toBeNull();
  });

  it("cites the Resources tab's publications in BibTeX, RIS and APA", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await seedCache([opm]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' }, SLOW);

    await user.click(screen.getByRole('tab', { name: 'Resources & Learning' }));
    await user.click(screen.getByRole('button', { name: 'Cite publications' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cite publications of OPM Flow' }, SLOW));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['BibTeX', 'RIS', 'APA']);
    const bibtex = (dialog.getByRole('textbox', { name: 'BibTeX citation' }) as HTMLTextAreaElement).value;
    expect(bibtex).toContain('@article{rasmussen2021,');
    expect(bibtex).toContain('journal = {Computers \\& Mathematics}');
  });
});
