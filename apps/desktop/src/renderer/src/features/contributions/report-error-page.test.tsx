import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
// Lazy routes over Dexie on a machine shared with other test runs: give each findBy some room.
configure({ asyncUtilTimeout: 10_000 });

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());
beforeAll(() => import('./report-error-page'));

const SIMULATORS = [
  makeSimulator({ id: 7, name: 'OPM Flow' }),
  makeSimulator({ id: 3, name: 'DuMux' }),
  makeSimulator({ id: 12, name: 'MRST' }),
];
const toast = () => document.querySelector('.bp6-toast');
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

async function openForm(path = '/report-error') {
  await seedCache(SIMULATORS);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Report an Error' });
  return view;
}

async function fillValid(user: UserEvent) {
  await user.click(field('Description'));
  await user.paste('The licence listed is wrong: it is GPL-3.0.');
  await user.click(field('Your Name'));
  await user.paste('Ada Lovelace');
  await user.click(field('Your Email'));
  await user.paste('ada@example.org');
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

describe('Report an Error', { timeout: 20_000 }, () => {
  it('shows every message of the spec and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    await openForm();
    expect((screen.getByLabelText('Error Type') as HTMLSelectElement).value).toBe('inaccurate');

    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Error description must be at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Your name must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(field('Description').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Report an Error | Reservoir Simulation Directory');
  });

  it("lists the cached simulators by name, then 'General site issue', and sends the picked one", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"id":5}', { status: 201 }));
    await openForm();
    const picker = (await screen.findByLabelText(/^Simulator/)) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(5));
    expect([...picker.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select a simulator (optional)'],
      ['3', 'DuMux'],
      ['12', 'MRST'],
      ['7', 'OPM Flow'],
      ['general', 'General site issue'],
    ]);

    await user.selectOptions(picker, '12');
    await user.selectOptions(screen.getByLabelText('Error Type'), 'outdated');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByRole('heading', { name: 'Report Received!' })).toBeTruthy();
    expect(toast()?.textContent).toContain('Report Received');
    expect(toast()?.textContent).toContain('Thank you for reporting this issue. Our team will review and address it.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/report-error');
    expect(sentBody()).toEqual({
      simulatorId: 12,
      errorType: 'outdated',
      description: 'The licence listed is wrong: it is GPL-3.0.',
      correction: null,
      reporterName: 'Ada Lovelace',
      reporterEmail: 'ada@example.org',
      reporterOrganization: null,
    });

    await user.click(screen.getByRole('button', { name: 'Submit Another Report' }));
    expect(field('Description').value).toBe('');
    expect((screen.getByLabelText(/^Simulator/) as HTMLSelectElement).value).toBe('');
  });

  it('sends a general site issue without a simulator', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"id":6}', { status: 201 }));
    await openForm();
    await user.selectOptions(await screen.findByLabelText(/^Simulator/), 'general');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByRole('heading', { name: 'Report Received!' });
    expect(sentBody().simulatorId).toBeNull();
  });

  it('/report-error/{id} names the simulator, hides the picker and reports about it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"id":8}', { status: 201 }));
    await openForm('/report-error/7');

    const about = await screen.findByText(/Reporting an error about/);
    expect(within(about).getByRole('link', { name: 'OPM Flow' }).getAttribute('href')).toBe('/simulator/7');
    expect(screen.queryByLabelText(/^Simulator/)).toBeNull();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    await screen.findByRole('heading', { name: 'Report Received!' });
    expect(sentBody().simulatorId).toBe(7);
  });

  it('/report-error/{unknown id} says so and offers the picker', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"not_found","message":"Not found"}}', { status: 404 }));
    await openForm('/report-error/999');

    expect(
      await screen.findByText('No simulator with the id "999" was found. Choose one below, or report a general site issue.'),
    ).toBeTruthy();
    expect(((await screen.findByLabelText(/^Simulator/)) as HTMLSelectElement).value).toBe('');
  });

  it("shows the server's 'Please select a simulator.' on the picker and keeps the form", async () => {
    const user = userEvent.setup();
    const refusal = {
      error: { code: 'validation_failed', message: 'Invalid request', fields: { simulatorId: ['Please select a simulator.'] } },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    await openForm('/report-error/7');
    await screen.findByText(/Reporting an error about/);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Please select a simulator.')).toBeTruthy();
    expect(screen.getByLabelText(/^Simulator/)).toBeTruthy();
    expect(toast()?.textContent).toContain('There was an error submitting your report. Please try again later.');
    expect(field('Your Name').value).toBe('Ada Lovelace');
  });

  it('links from the simulator detail page', async () => {
    await seedCache(SIMULATORS);
    renderApp('/simulator/7');
    const header = (await screen.findByRole('heading', { level: 1, name: 'OPM Flow' })).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Report an Error' }).getAttribute('href')).toBe('/report-error/7');
  });
});
