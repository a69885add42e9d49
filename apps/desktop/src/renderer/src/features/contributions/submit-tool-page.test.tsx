import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/cache/db';
import { deferred } from '../../test/deferred';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();
// Lazy routes over Dexie on a machine shared with other test runs: give each findBy some room.
configure({ asyncUtilTimeout: 10_000 });

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());
// The route's chunk, loaded once before the first test rather than inside its first findBy.
beforeAll(() => import('./submit-tool-page'));

const toast = () => document.querySelector('.bp6-toast');
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

async function openForm() {
  await seedCache([]);
  renderApp('/submit-tool');
  await screen.findByRole('heading', { level: 1, name: 'Submit a Simulation Tool' });
  return screen.getByRole('form', { name: 'Submit a Simulation Tool' });
}

/** Every field valid; the benchmark text is not JSON. */
async function fillValid(user: UserEvent) {
  const fill = async (label: RegExp | string, text: string) => {
    await user.click(input(label));
    await user.paste(text);
  };
  await fill('Tool Name', 'OPM Flow');
  await fill('Full Name', 'Open Porous Media Flow');
  await fill('Short Description', 'A reservoir simulator for black-oil models.');
  await fill('Description', 'OPM Flow simulates black-oil, solvent and compositional models in parallel.');
  await fill('Website', 'https://opm-project.org');
  await user.selectOptions(screen.getByLabelText('License Type'), 'GPL-3.0');
  await fill('Programming Languages', 'C++, Python');
  await fill(/Benchmark Studies/, '[{"benchmark_name": "SPE10"');
  await fill('Your Name', 'Ada Lovelace');
  await fill('Your Email', 'ada@example.org');
  await fill('Organization', 'Analytical Engines Ltd');
}

const submitButton = () => screen.getByRole('button', { name: /^(Submit Tool|Submitting\.\.\.)$/ });

describe('Submit a Simulation Tool', { timeout: 20_000 }, () => {
  it('shows every message of the spec and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    await openForm();

    await user.click(submitButton());

    for (const message of [
      'Tool name must be at least 2 characters.',
      'Full name must be at least 2 characters.',
      'Short description must be at least 10 characters.',
      'Description must be at least 30 characters.',
      'Please enter a valid URL.',
      'Please select a license type.',
      'Please enter at least one programming language.',
      'Your name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Organization name must be at least 2 characters.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(input('Tool Name').getAttribute('aria-invalid')).toBe('true');

    await user.click(input('Short Description'));
    await user.paste('x'.repeat(201));
    await user.click(input(/Source Code Repository/));
    await user.paste('not a url');
    await user.click(submitButton());
    expect(await screen.findByText('Short description must not exceed 200 characters.')).toBeTruthy();
    expect(
      within(input(/Source Code Repository/).closest('.bp6-form-group') as HTMLElement).getByText('Please enter a valid URL.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the six licence types and an 8-row benchmark box', async () => {
    await openForm();
    const options = [...(screen.getByLabelText('License Type') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'MIT', 'GPL-3.0', 'Apache-2.0', 'BSD-3-Clause', 'Proprietary', 'Other']);
    expect((screen.getByLabelText(/Benchmark Studies/) as HTMLTextAreaElement).rows).toBe(8);
  });

  it("sends the payload with an Idempotency-Key, says 'Submitting...', then shows the success panel that resets the form", async () => {
    const user = userEvent.setup();
    const response = deferred<Response>();
    fetchMock.mockReturnValueOnce(response.promise);
    await openForm();
    await fillValid(user);

    await user.click(submitButton());
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    response.resolve(new Response('{"id":12}', { status: 201 }));

    expect(await screen.findByRole('heading', { name: 'Submission Received!' })).toBeTruthy();
    expect(toast()?.textContent).toContain('Submission Received');
    expect(toast()?.textContent).toContain('Thank you for submitting a new simulation tool. Our team will review your submission.');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/submit-tool');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'OPM Flow',
      fullName: 'Open Porous Media Flow',
      shortDescription: 'A reservoir simulator for black-oil models.',
      description: 'OPM Flow simulates black-oil, solvent and compositional models in parallel.',
      website: 'https://opm-project.org',
      sourceCodeRepository: null,
      licenseType: 'GPL-3.0',
      programmingLanguages: 'C++, Python',
      benchmark_studies: [],
      submitterName: 'Ada Lovelace',
      submitterEmail: 'ada@example.org',
      submitterOrganization: 'Analytical Engines Ltd',
    });

    await user.click(screen.getByRole('button', { name: 'Submit Another Tool' }));
    expect(input('Tool Name').value).toBe('');
    expect(input('Your Email').value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Submission Received!' })).toBeNull();
  });

  it('keeps the form and toasts the failure on a 5xx, and queues nothing', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('{"error":{"code":"internal","message":"Boom"}}', { status: 500 }));
    await openForm();
    await fillValid(user);

    await user.click(submitButton());

    await waitFor(() => expect(toast()?.textContent).toContain('Submission Failed'));
    expect(toast()?.textContent).toContain('There was an error submitting your tool. Please try again later.');
    expect(toast()?.className).toContain('bp6-intent-danger');
    expect(input('Tool Name').value).toBe('OPM Flow');
    expect(await db.outbox.count()).toBe(0);
  });

  it("puts a 400's field errors on the form's inputs (submitter names mapped back)", async () => {
    const user = userEvent.setup();
    const refusal = {
      error: {
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { submitterEmail: ['Please enter a valid email address.'], website: ['Please enter a valid URL.'] },
      },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    await openForm();
    await fillValid(user);

    await user.click(submitButton());

    await waitFor(() => expect(input('Your Email').getAttribute('aria-invalid')).toBe('true'));
    expect(input('Website').getAttribute('aria-invalid')).toBe('true');
    expect(toast()?.textContent).toContain('Submission Failed');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the submission in the outbox under its key when the server cannot be reached, lists it and discards it', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openForm();
    await fillValid(user);

    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Saved to send later' })).toBeTruthy();
    expect(toast()?.textContent).toContain('will be sent automatically');
    const [item] = await db.outbox.toArray();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(item).toMatchObject({ endpoint: 'submitTool', state: 'waiting', attempts: 1 });
    expect(item?.id).toBe(new Headers(init?.headers).get('Idempotency-Key'));
    const list = within(await screen.findByRole('region', { name: 'Waiting to send (1)' }));
    expect(list.getByText('Tool submission: OPM Flow')).toBeTruthy();

    await user.click(list.getByRole('button', { name: 'Discard Tool submission: OPM Flow' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting to send/ })).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });
});
