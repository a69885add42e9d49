import { describe, expect, it } from 'vitest';
import { JobInput, JobUpdate, JOB_MESSAGES } from '../schemas/job';
import { makeJob } from '../test/job-fixture';
import { JOB_FORM_DEFAULTS, JobForm, jobFormToInput, jobToFormValues } from './job-form';

const filled = {
  ...JOB_FORM_DEFAULTS,
  title: ' Reservoir Engineer ',
  company: 'Example Energy',
  location: 'Houston, TX',
  salaryMin: '100,000',
  salaryMax: ' 130000 ',
  tags: 'simulation, , history matching ,',
  postedAt: '2026-11-20',
  expiresAt: '',
  description: 'Build and history-match full-field models.',
  applicationUrl: 'https://example.com/apply',
};

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the admin job form', () => {
  it('turns typed text into the JobInput the API takes', () => {
    const input = jobFormToInput(JobForm.parse(filled));
    expect(JobInput.parse(input)).toEqual(input);
    expect(input).toMatchObject({
      title: 'Reservoir Engineer',
      salaryMin: 100_000,
      salaryMax: 130_000,
      tags: ['simulation', 'history matching'],
      postedAt: '2026-11-20T12:00:00.000Z',
      expiresAt: null,
      applicationEmail: null,
      salaryCurrency: 'USD',
    });
  });

  it('gives the same messages as the server, the salary order included', () => {
    expect(fieldMessages(JobForm.safeParse({ ...filled, title: 'X', salaryMin: 'ten', contactEmail: 'nope', postedAt: '' }))).toEqual({
      title: JOB_MESSAGES.title,
      salaryMin: JOB_MESSAGES.salary,
      contactEmail: JOB_MESSAGES.email,
      postedAt: JOB_MESSAGES.postedAt,
    });
    expect(fieldMessages(JobForm.safeParse({ ...filled, postedAt: '2026-02-30' }))).toEqual({ postedAt: 'Must be a date as YYYY-MM-DD.' });
    expect(fieldMessages(JobForm.safeParse({ ...filled, salaryMin: '200000' }))).toEqual({ salaryMax: JOB_MESSAGES.salaryRange });
    expect(fieldMessages(JobUpdate.safeParse({ ...jobFormToInput(JobForm.parse(filled)), salaryMax: 1, expectedVersion: 3 }))).toEqual({
      salaryMax: JOB_MESSAGES.salaryRange,
    });
  });

  it('starts an edit from the stored job and saves it back unchanged', () => {
    const job = makeJob({ tags: ['a', 'b'], description: 'A long enough description.', postedAt: '2026-01-02T12:00:00.000Z' });
    const input = jobFormToInput(JobForm.parse(jobToFormValues(job)));
    const { id: _id, updatedAt: _updated, version: _version, ...stored } = job;
    expect(input).toEqual(stored);
  });
});
