import { makeJob } from '@rsd/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCache, db } from '../../data/cache/db';
import { readSavedJobs, saveJob } from '../../data/local';
import { useSyncStatus } from '../../data/sync';
import { fakePlatform, renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { stubJobsApi } from '../../test/jobs-api-stub';

withFreshCache();
afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const job = makeJob({
  id: 7,
  title: 'Reservoir Simulation Engineer',
  company: 'Equinor',
  location: 'Stavanger, Norway',
  locationType: 'hybrid',
  jobType: 'full-time',
  experienceLevel: 'senior',
  salaryMin: null,
  salaryMax: null,
  tags: ['OPM Flow', 'Python', 'History matching', 'CO2 storage', 'Eclipse', 'Petrel', 'HPC'],
  description: 'Build field models.\n\nWork with geologists.',
  requirements: '- MSc in petroleum engineering\n- 5 years with OPM Flow',
  responsibilities: '- Run history matching\n- Mentor juniors',
  expiresAt: iso(20),
  applicationUrl: 'https://careers.example.org/7',
  contactName: 'Ada Lovelace',
  contactEmail: 'ada@example.org',
  source: 'Example Careers',
  sourceUrl: 'https://careers.example.org',
});
const expiredByMail = makeJob({
  id: 8,
  title: 'Geomechanics Specialist',
  applicationUrl: 'javascript:alert(1)',
  applicationEmail: 'jobs@example.org',
  expiresAt: iso(-3),
});

async function renderAt(path: string) {
  await seedCache([]);
  return renderApp(path);
}

describe('job detail', () => {
  it('shows the posting: tabs, skills, company and source, overview, apply and contact', async () => {
    const user = userEvent.setup();
    stubJobsApi([job]);
    await renderAt('/jobs/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reservoir Simulation Engineer' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Reservoir Simulation Engineer at Equinor'));
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Work with geologists.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(await screen.findByText('5 years with OPM Flow')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Responsibilities' }));
    expect(await screen.findByText('Mentor juniors')).toBeTruthy();

    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Example Careers' }).getAttribute('href')).toBe('https://careers.example.org');

    const overview = within(screen.getByRole('complementary', { name: 'Job overview' }));
    expect(overview.getByText('Not disclosed')).toBeTruthy();
    expect(overview.getByText('Hybrid')).toBeTruthy();
    expect(overview.getByText('Senior')).toBeTruthy();
    expect(overview.getByRole('link', { name: "Apply on the employer's site" }).getAttribute('href')).toBe('https://careers.example.org/7');
    expect(overview.getByText('Ada Lovelace')).toBeTruthy();
    expect(overview.getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe('mailto:ada@example.org');
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/jobs/7/apply');
  });

  it.each(['/jobs/404', '/jobs/abc'])('%s shows the error box with a link back', async (path) => {
    stubJobsApi([job]);
    await renderAt(path);
    expect(await screen.findByText('Error Loading Job')).toBeTruthy();
    expect(screen.getByText("Sorry, we couldn't load the job details. It may have been removed or expired.")).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to all jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('saves the job on this device, through a cache clear, and opens it offline', async () => {
    const user = userEvent.setup();
    let down = false;
    stubJobsApi([job], { down: () => down });
    const first = await renderAt('/jobs/7');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true'));
    const saved = await readSavedJobs(db);
    expect(saved.ids).toEqual([7]);
    expect(saved.jobs[0]?.title).toBe('Reservoir Simulation Engineer');
    first.unmount();

    await clearCache(db);
    down = true;
    useSyncStatus.setState({ offline: true });
    renderApp('/jobs/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservoir Simulation Engineer' })).toBeTruthy();
    expect(screen.getByText(/may be out of date/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect((await readSavedJobs(db)).ids).toEqual([]);
  });

  it('opens a job page seen earlier on this device after a reload with no network, marked out of date, unsaved', async () => {
    let down = false;
    stubJobsApi([job], { down: () => down });
    const first = await renderAt('/jobs/7');
    await screen.findByRole('heading', { level: 1, name: 'Reservoir Simulation Engineer' }, { timeout: 5000 });
    first.unmount();

    down = true;
    renderApp('/jobs/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservoir Simulation Engineer' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/may be out of date/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  }, 20_000);

  it('refreshes the saved copy when a fresh one loads', async () => {
    stubJobsApi([job]);
    await saveJob(db, { ...job, title: 'Old title' });
    await renderAt('/jobs/7');
    await screen.findByRole('heading', { level: 1, name: 'Reservoir Simulation Engineer' });
    await waitFor(async () => expect((await readSavedJobs(db)).jobs[0]?.title).toBe('Reservoir Simulation Engineer'));
  });

  it('shares through the platform, and says so when the link was copied', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform();
    stubJobsApi([job]);
    renderApp('/jobs/7', { platform });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(document.querySelector('.bp6-toast')?.textContent).toContain('Link copied'));
    expect(platform.shareLink).toHaveBeenCalledWith({ title: 'Reservoir Simulation Engineer at Equinor', url: window.location.href });
  });
});

describe('apply page', () => {
  it('summarises the job and sends the visitor to the application address', async () => {
    stubJobsApi([job]);
    await renderAt('/jobs/7/apply');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Reservoir Simulation Engineer' })).toBeTruthy();
    expect(screen.getByText('Stavanger, Norway (Hybrid)')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Apply on the employer's site" }).getAttribute('href')).toBe('https://careers.example.org/7');
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('says plainly that an expired job has expired, and never links a javascript: address', async () => {
    stubJobsApi([expiredByMail]);
    await renderAt('/jobs/8/apply');
    expect(await screen.findByText(/This job posting has expired/)).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'Apply by e-mail' });
    expect(mail.getAttribute('href')).toBe('mailto:jobs@example.org?subject=Application%3A%20Geomechanics%20Specialist');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows the error box for a job that does not exist', async () => {
    stubJobsApi([]);
    await renderAt('/jobs/99/apply');
    expect(await screen.findByText('Error Loading Job')).toBeTruthy();
  });
});
