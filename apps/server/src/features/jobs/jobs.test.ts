import { ErrorBody, Job, JobFilterOptions } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, seedJob } from '../../test/fixtures';
import { jobsRepo } from './jobs.repo';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

async function jobs(query = ''): Promise<Job[]> {
  const res = await fetch(`${server.url}${API.jobs}${query}`);
  expect(res.status).toBe(200);
  return Job.array().parse(await res.json());
}
const titles = (list: Job[]) => list.map((j) => j.title);

describe('GET /api/jobs', () => {
  it('lists every job, most recent first by default', async () => {
    const list = await jobs();
    expect(titles(list)).toEqual([
      'Geomodelling Intern',
      'Reservoir Engineer',
      'Senior Simulation Engineer',
      'Contract Reservoir Engineer',
    ]);
    expect(titles(await jobs('?sort=recent'))).toEqual(titles(list));
  });

  it('maps every column to the core Job shape, dates relative to the seed run', async () => {
    const list = await jobs();
    const intern = list.find((j) => j.title === 'Geomodelling Intern')!;
    expect(intern).toMatchObject({
      company: 'Example Energy',
      locationType: 'hybrid',
      jobType: 'internship',
      experienceLevel: 'entry',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: 'USD',
      tags: ['simulation', 'history matching'],
      isFeatured: false,
      applicationUrl: 'https://example.com/apply',
    });
    const dayMs = 86_400_000;
    expect(Math.round((Date.now() - Date.parse(intern.postedAt)) / dayMs)).toBe(1);
    const expired = list.find((j) => j.title === 'Contract Reservoir Engineer')!;
    expect(Date.parse(expired.expiresAt!)).toBeLessThan(Date.now());
  });

  it('filters by a case-insensitive title substring', async () => {
    expect(titles(await jobs('?title=RESERVOIR'))).toEqual(['Reservoir Engineer', 'Contract Reservoir Engineer']);
    expect(titles(await jobs('?title=simulation%20eng'))).toEqual(['Senior Simulation Engineer']);
    // LIKE wildcards are plain characters here.
    expect(await jobs('?title=%25')).toEqual([]);
    expect(await jobs('?title=_')).toEqual([]);
  });

  it('trims the title and folds case beyond ASCII (core filterJobs, not the database locale)', async () => {
    expect(titles(await jobs('?title=%20%20intern%20'))).toEqual(['Geomodelling Intern']);
    const { postedDaysAgo: _posted, expiresInDays: _expires, ...fields } = seedJob({ title: 'Ingénieur Réservoir' });
    const added = await jobsRepo.insert(server.pool, { ...fields, postedAt: new Date().toISOString(), expiresAt: null });
    try {
      expect(titles(await jobs(`?title=${encodeURIComponent('INGÉNIEUR RÉS')}`))).toEqual(['Ingénieur Réservoir']);
    } finally {
      await server.pool.query('DELETE FROM jobs WHERE id = $1', [added.id]);
    }
  });

  it('filters by location type, job type and experience level, combined with AND', async () => {
    expect(titles(await jobs('?locationType=remote'))).toEqual(['Senior Simulation Engineer']);
    expect(titles(await jobs('?jobType=contract'))).toEqual(['Contract Reservoir Engineer']);
    expect(titles(await jobs('?experienceLevel=entry'))).toEqual(['Geomodelling Intern']);
    expect(titles(await jobs('?locationType=onsite&jobType=full-time'))).toEqual(['Reservoir Engineer']);
    expect(await jobs('?locationType=remote&experienceLevel=entry')).toEqual([]);
  });

  it("ignores 'all' and empty values", async () => {
    const all = await jobs();
    expect(await jobs('?title=&locationType=all&jobType=&experienceLevel=all&sort=')).toEqual(all);
  });

  it('sorts by highest salary, then lowest salary; jobs without a salary come last', async () => {
    expect(titles(await jobs('?sort=salary_desc'))).toEqual([
      'Senior Simulation Engineer',
      'Reservoir Engineer',
      'Contract Reservoir Engineer',
      'Geomodelling Intern',
    ]);
    expect(titles(await jobs('?sort=salary_asc'))).toEqual([
      'Contract Reservoir Engineer',
      'Reservoir Engineer',
      'Senior Simulation Engineer',
      'Geomodelling Intern',
    ]);
  });

  it('combines filters and sort', async () => {
    expect(titles(await jobs('?title=engineer&sort=salary_asc'))).toEqual([
      'Contract Reservoir Engineer',
      'Reservoir Engineer',
      'Senior Simulation Engineer',
    ]);
  });

  it('answers 400 with the fields for values outside the enums', async () => {
    const res = await fetch(`${server.url}${API.jobs}?locationType=moon&sort=cheapest`);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {}).toSorted()).toEqual(['locationType', 'sort']);
  });

  it('answers 400 for a repeated title parameter', async () => {
    const res = await fetch(`${server.url}${API.jobs}?title=a&title=b`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toHaveProperty('title');
  });
});

describe('GET /api/jobs/filters/options', () => {
  it('lists the distinct values present, in the domain order', async () => {
    const res = await fetch(server.url + API.jobFilterOptions);
    expect(res.status).toBe(200);
    expect(JobFilterOptions.parse(await res.json())).toEqual({
      locationTypes: ['remote', 'onsite', 'hybrid'],
      jobTypes: ['full-time', 'contract', 'internship'],
      experienceLevels: ['entry', 'mid', 'senior', 'lead'],
    });
  });
});

describe('GET /api/jobs/:id', () => {
  it('returns one job', async () => {
    const [first] = await jobs();
    const res = await fetch(server.url + API.job(first!.id));
    expect(res.status).toBe(200);
    expect(Job.parse(await res.json())).toEqual(first);
  });

  it.each(['x', '0', '2.5', 'filters', '1e1', '007', '-1', '1.5', '1e3', ' 1', 'abc'])('answers 400 JSON for id %s', async (id) => {
    const res = await fetch(server.url + API.job(id));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('validation_failed');
  });

  it.each([424_242, 2_147_483_648])('answers 404 JSON when there is no job %d', async (id) => {
    const res = await fetch(server.url + API.job(id));
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error).toEqual({ code: 'not_found', message: `Job ${id} was not found.` });
  });
});
