import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTechnology } from '../../test/fixtures';
import { fakePlatform, renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
});

const das = makeTechnology({
  id: 4,
  name: 'Distributed Acoustic Sensing',
  shortName: 'DAS',
  vendorName: 'Sensors Inc',
  vendorLogo: 'https://example.org/logo.png',
  overview: 'Fibre-optic listening along the whole well.',
  readinessLevel: 'deployment',
  challenge: 'Wells are blind between gauges.',
  solution: 'A fibre turns the well into thousands of microphones.',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  benefits: 'Continuous profile\n\n  No intervention  \r\nReal-time flow',
  limitations: 'Needs fibre in the well',
  specifications: '{"Spatial resolution":"1 m","Depth":5000}',
  deploymentCount: 7,
  deployedCompanies: ['Equinor', 'Shell', 'Aker BP'],
  deployedYears: [2019, '', 2022],
  costImpact: 7,
  productionImpact: 12,
  timeImpact: 3.5,
  category: 'well_monitoring',
  subcategory: 'fibre_optics',
  contactName: 'Jane Doe',
  contactEmail: 'jane@sensors.example',
  contactPhone: '+47 555 0100',
});

const bare = makeTechnology({
  id: 5,
  name: 'Bare Technology',
  shortName: null,
  vendorLogo: 'javascript:alert(1)',
  videoUrl: 'javascript:alert(1)',
  readinessLevel: 'prototype',
  specifications: '{bad json',
  deploymentCount: 0,
  deployedCompanies: [],
  deployedYears: [],
  contactEmail: 'not an address',
});

const panel = () => within(screen.getByRole('tabpanel'));
const tabQuery = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search).get('tab');

describe('technology detail', () => {
  it('shows the header, the overview and every sidebar element', async () => {
    await seedCache([], [das]);
    renderApp('/technologies/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Distributed Acoustic Sensing' })).toBeTruthy();
    expect(document.title).toMatch(/^Distributed Acoustic Sensing \| /);
    expect(screen.getByRole('link', { name: '← Back to Technologies' }).getAttribute('href')).toBe('/technologies');
    expect(screen.getByText('DAS')).toBeTruthy();
    expect(screen.getByText('by Sensors Inc')).toBeTruthy();
    expect(screen.getAllByText('Deployment').length).toBeGreaterThan(0);

    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().getByText('Wells are blind between gauges.')).toBeTruthy();
    expect(panel().getByText('A fibre turns the well into thousands of microphones.')).toBeTruthy();
    const video = panel().getByRole('link', { name: /Watch the demo video/ });
    expect(video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    expect(video.getAttribute('rel')).toContain('noopener');

    const facts = within(screen.getByRole('complementary', { name: 'Technology facts' }));
    expect(facts.getByText('80%')).toBeTruthy();
    expect(facts.getByText('Implementation in real-world settings')).toBeTruthy();
    const fills = [...document.querySelectorAll<HTMLElement>('.technology-bar-fill')].map((bar) => bar.style.width);
    expect(fills).toEqual(['80%', '70%', '100%', '35%']);
    expect(facts.getByText('7/10')).toBeTruthy();
    expect(facts.getByText('Well Monitoring')).toBeTruthy();
    expect(facts.getByText('Fibre Optics')).toBeTruthy();
    expect(facts.getByRole('img', { name: 'Sensors Inc logo' }).getAttribute('src')).toBe('https://example.org/logo.png');
    expect(facts.getByText('Jane Doe')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'jane@sensors.example' }).getAttribute('href')).toBe('mailto:jane@sensors.example');
    expect(facts.getByText('+47 555 0100')).toBeTruthy();
  });

  it('shows benefits and limitations, specs and deployments, with the tab in the URL', async () => {
    const user = userEvent.setup();
    await seedCache([], [das]);
    const { router } = renderApp('/technologies/4');
    await screen.findByRole('heading', { level: 1, name: 'Distributed Acoustic Sensing' });

    await user.click(screen.getByRole('tab', { name: 'Benefits & Limitations' }));
    expect(tabQuery(router)).toBe('benefits');
    const [benefits, limitations] = panel().getAllByRole('list');
    expect(
      within(benefits!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Continuous profile', 'No intervention', 'Real-time flow']);
    expect(
      within(limitations!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Needs fibre in the well']);

    await user.click(screen.getByRole('tab', { name: 'Technical Specs' }));
    expect(tabQuery(router)).toBe('specs');
    expect(panel().getByText('Spatial resolution')).toBeTruthy();
    expect(panel().getByText('1 m')).toBeTruthy();
    expect(panel().getByText('5000')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Deployment' }));
    expect(tabQuery(router)).toBe('deployment');
    expect(panel().getByText('This technology has been deployed by 7 companies.')).toBeTruthy();
    expect(
      panel()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EquinorSince 2019', 'Shell', 'Aker BPSince 2022']);

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Technical Specs' }).getAttribute('aria-selected')).toBe('true'));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('drops a vendor logo that fails to load instead of showing a broken image', async () => {
    await seedCache([], [das]);
    renderApp('/technologies/4');
    const logo = await screen.findByRole('img', { name: 'Sensors Inc logo' });
    fireEvent.error(logo);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sensors Inc logo' })).toBeNull());
    expect(screen.getAllByText('Sensors Inc').length).toBeGreaterThan(0);
  });

  it('opens the tab the URL names', async () => {
    await seedCache([], [das]);
    renderApp('/technologies/4?tab=deployment');
    await screen.findByRole('heading', { level: 1, name: 'Distributed Acoustic Sensing' });
    expect(screen.getByRole('tab', { name: 'Deployment' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when specs and deployments are missing, and keeps unsafe links and odd values out', async () => {
    const user = userEvent.setup();
    await seedCache([], [bare]);
    renderApp('/technologies/5?tab=specs');
    await screen.findByRole('heading', { level: 1, name: 'Bare Technology' });

    expect(panel().getByText('No technical specifications available.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Deployment' }));
    expect(panel().getByText('No deployment information available.')).toBeTruthy();
    expect(panel().queryByText(/This technology has been deployed by/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(panel().queryByRole('link')).toBeNull();

    const facts = within(screen.getByRole('complementary', { name: 'Technology facts' }));
    expect(facts.getByText('Unknown')).toBeTruthy();
    expect(facts.getByText('0%')).toBeTruthy();
    expect(facts.queryByRole('img')).toBeNull();
    expect(facts.getByText('not an address')).toBeTruthy();
    expect(facts.queryByRole('link')).toBeNull();
  });

  it('says Technology Not Found for an id that is not one, without asking the server', async () => {
    renderApp('/technologies/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Technology Not Found' })).toBeTruthy();
    expect(screen.getByText("The technology you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Technologies' }).getAttribute('href')).toBe('/technologies');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API for a technology the cache does not hold, and says Not Found on a 404', async () => {
    await seedCache([], []);
    fetchMock.mockResolvedValueOnce(new Response('{"error":{"code":"not_found","message":"Not found."}}', { status: 404 }));
    renderApp('/technologies/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Technology Not Found' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/technologies/77');
  });

  it('shows a technology the API has before the cache does', async () => {
    await seedCache([], []);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(makeTechnology({ id: 9, name: 'Fresh Tech' })), { status: 200 }));
    renderApp('/technologies/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Tech' })).toBeTruthy();
  });

  it('says it is offline when an uncached technology cannot be fetched', async () => {
    await seedCache([], []);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderApp('/technologies/9');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/You are offline and this technology has not been downloaded yet/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('holds a skeleton while loading', async () => {
    await seedCache([], []);
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => undefined));
    renderApp('/technologies/9');
    expect(await screen.findByText('Loading technology details...')).toBeTruthy();
    expect(document.querySelector('.technology-skeleton-panel')).not.toBeNull();
  });

  it('shares through the platform and says the link was copied', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform();
    await seedCache([], [das]);
    renderApp('/technologies/4', { platform });
    await screen.findByRole('heading', { level: 1, name: 'Distributed Acoustic Sensing' });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(platform.shareLink).toHaveBeenCalledWith({ title: 'Distributed Acoustic Sensing', url: window.location.href });
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says so when sharing fails', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform();
    platform.shareLink.mockRejectedValueOnce(new Error('The clipboard is not available.'));
    await seedCache([], [das]);
    renderApp('/technologies/4', { platform });
    await screen.findByRole('heading', { level: 1, name: 'Distributed Acoustic Sensing' });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not share')).toBeTruthy();
  });
});
