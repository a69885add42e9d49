import { makeJob } from '@rsd/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveJob } from '../../data/local';
import { db } from '../../data/cache/db';
import { useSyncStatus } from '../../data/sync';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { stubJobsApi } from '../../test/jobs-api-stub';

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const reservoir = makeJob({
  id: 1,
  title: 'Senior Reservoir Engineer',
  company: 'Equinor',
  locationType: 'remote',
  jobType: 'full-time',
  experienceLevel: 'senior',
  salaryMin: 120000,
  salaryMax: 150000,
  postedAt: iso(-3),
  expiresAt: iso(10),
  isFeatured: true,
  tags: ['OPM', 'Eclipse', 'Python', 'History matching', 'CO2', 'Geomechanics', 'MRST'],
});
const intern = makeJob({
  id: 2,
  title: 'Geomechanics Intern',
  company: 'SINTEF',
  locationType: 'onsite',
  jobType: 'internship',
  experienceLevel: 'entry',
  salaryMin: 30000,
  salaryMax: null,
  postedAt: iso(-1),
  expiresAt: iso(-2),
});
const contractor = makeJob({
  id: 3,
  title: 'Simulation Developer',
  company: 'TNO',
  locationType: 'hybrid',
  jobType: 'contract',
  experienceLevel: 'senior',
  salaryMin: 200000,
  salaryMax: 210000,
  postedAt: iso(-10),
  expiresAt: null,
});
const JOBS = [reservoir, intern, contractor];

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Jobs' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function renderJobs(path = '/jobs') {
  await seedCache([]);
  return renderApp(path);
}

describe('jobs list', () => {
  it('shows 3 skeleton cards, then the cards with their links, tags, salary, expiry and banner', async () => {
    stubJobsApi(JOBS);
    await renderJobs();
    expect(await screen.findByText('Loading jobs...')).toBeTruthy();
    expect(document.querySelectorAll('.job-card-skeleton')).toHaveLength(3);

    expect(await screen.findByText('Found 3 job(s)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'All Jobs' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Geomechanics Intern', 'Senior Reservoir Engineer', 'Simulation Developer']);

    const card = screen.getByRole('link', { name: 'Senior Reservoir Engineer' }).closest('.job-card');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Senior Reservoir Engineer' }).getAttribute('href')).toBe('/jobs/1');
    expect(inCard.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/jobs/1/apply');
    expect(inCard.getByText('Featured Position')).toBeTruthy();
    expect(
      within(inCard.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['OPM', 'Eclipse', 'Python', 'History matching', 'CO2', '+2 more']);
    expect(inCard.getByText(/\$120,000 - \$150,000/)).toBeTruthy();
    expect(inCard.getByText('Expires in 10 days')).toBeTruthy();

    const expired = screen.getByText('Expired').closest('.job-expiry');
    expect(expired?.classList.contains('is-expired')).toBe(true);
    expect(screen.getAllByText('Featured Position')).toHaveLength(1);
  });

  it('takes its filter options from GET /api/jobs/filters/options, each with All', async () => {
    stubJobsApi([intern]);
    await renderJobs();
    await screen.findByText('Found 1 job(s)');
    await waitFor(() => {
      const options = within(screen.getByLabelText('Job type'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['All', 'Internship']);
    });
    expect(
      within(screen.getByLabelText('Location type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'On-site']);
  });

  it('filters through the API, names the list after the filters, and shows removable chips', async () => {
    const user = userEvent.setup();
    const api = stubJobsApi(JOBS);
    const { router } = await renderJobs();
    await screen.findByText('Found 3 job(s)');

    await user.selectOptions(screen.getByLabelText('Experience level'), 'senior');
    await waitFor(() => expect(screen.getByText('Found 2 job(s)')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 2, name: 'Senior Jobs' })).toBeTruthy();
    expect(api.listQueries().at(-1)?.get('experienceLevel')).toBe('senior');

    await user.selectOptions(screen.getByLabelText('Job type'), 'contract');
    await waitFor(() => expect(screen.getByText('Found 1 job(s)')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 2, name: 'Senior Contract Jobs' })).toBeTruthy();
    expect(router.state.location.search).toBe('?type=contract&level=senior');

    await user.click(screen.getByRole('button', { name: 'Remove filter Senior' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Contract Jobs' })).toBeTruthy());
    expect(router.state.location.search).toBe('?type=contract');

    await user.type(screen.getByLabelText('Search by title'), 'nothing like this');
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText('Found 0 job(s)')).toBeTruthy();
    expect(api.listQueries().at(-1)?.get('title')).toBe('nothing like this');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('Found 3 job(s)')).toBeTruthy());
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('');
  });

  it('really sorts, even when the answer comes unsorted, and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    stubJobsApi(JOBS, { answerUnsorted: true });
    const { router } = await renderJobs();
    await screen.findByText('Found 3 job(s)');
    expect(cardTitles()).toEqual(['Geomechanics Intern', 'Senior Reservoir Engineer', 'Simulation Developer']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest Salary');
    await waitFor(() => expect(cardTitles()).toEqual(['Simulation Developer', 'Senior Reservoir Engineer', 'Geomechanics Intern']));
    expect(router.state.location.search).toBe('?sort=salary_desc');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest Salary');
    await waitFor(() => expect(cardTitles()).toEqual(['Geomechanics Intern', 'Senior Reservoir Engineer', 'Simulation Developer']));
    expect(router.state.location.search).toBe('?sort=salary_asc');
  });

  it('re-sorts the list on screen at once while the newly sorted list loads', async () => {
    const user = userEvent.setup();
    let stalled = false;
    stubJobsApi(JOBS, { listStalls: () => stalled });
    await renderJobs();
    await screen.findByText('Found 3 job(s)');

    stalled = true;
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest Salary');
    await waitFor(() => expect(cardTitles()).toEqual(['Simulation Developer', 'Senior Reservoir Engineer', 'Geomechanics Intern']));
  });

  it('restores the whole view from the URL', async () => {
    stubJobsApi(JOBS);
    await renderJobs('/jobs?level=senior&sort=salary_asc&tab=featured&q=engineer');
    expect(await screen.findByText('Found 1 job(s)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Senior Jobs' })).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('salary_asc');
    expect((screen.getByLabelText('Experience level') as HTMLSelectElement).value).toBe('senior');
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('engineer');
    expect(screen.getByRole('tab', { name: 'Featured' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists only featured jobs on the Featured tab', async () => {
    const user = userEvent.setup();
    stubJobsApi(JOBS);
    const { router } = await renderJobs();
    await screen.findByText('Found 3 job(s)');
    await user.click(screen.getByRole('tab', { name: 'Featured' }));
    expect(await screen.findByText('Found 1 job(s)')).toBeTruthy();
    expect(cardTitles()).toEqual(['Senior Reservoir Engineer']);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Jobs' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=featured');
  });

  it('says when the list cannot load', async () => {
    stubJobsApi(JOBS, { listStatus: 500 });
    await renderJobs();
    expect(await screen.findByText('Error loading jobs. Please try again.')).toBeTruthy();
  });

  it('lists the saved jobs on the Saved tab, sorted as the URL says, with no network at all', async () => {
    stubJobsApi(JOBS, { down: () => true });
    useSyncStatus.setState({ offline: true });
    await saveJob(db, intern);
    await saveJob(db, contractor);
    await renderJobs('/jobs?tab=saved&sort=salary_desc');
    expect(await screen.findByText('Found 2 job(s)')).toBeTruthy();
    expect(cardTitles()).toEqual(['Simulation Developer', 'Geomechanics Intern']);
    expect(screen.getByRole('tab', { name: 'Saved (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved Jobs' })).toBeTruthy();
  });

  it('keeps the jobs loaded earlier on screen, filtered and marked out of date, when the network goes', async () => {
    const user = userEvent.setup();
    let down = false;
    stubJobsApi(JOBS, { down: () => down });
    await renderJobs();
    await screen.findByText('Found 3 job(s)');
    expect(screen.queryByText(/may be out of date/)).toBeNull();

    down = true;
    await user.selectOptions(screen.getByLabelText('Job type'), 'contract');
    expect(await screen.findByText(/may be out of date/)).toBeTruthy();
    expect(screen.getByText('Found 1 job(s)')).toBeTruthy();
    expect(cardTitles()).toEqual(['Simulation Developer']);
    expect(screen.queryByText('Error loading jobs. Please try again.')).toBeNull();
  });

  it('after a reload with no network, shows the last list kept on this device, filtered and marked out of date', async () => {
    let down = false;
    stubJobsApi(JOBS, { down: () => down });
    const first = await renderJobs();
    await screen.findByText('Found 3 job(s)', undefined, { timeout: 5000 });
    first.unmount();

    // A new page (new query client), same device, the network gone.
    down = true;
    await renderJobs('/jobs?type=contract');
    expect(await screen.findByText(/may be out of date/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Found 1 job(s)')).toBeTruthy();
    expect(cardTitles()).toEqual(['Simulation Developer']);
  }, 20_000);
});
