import { ADMIN_LIST_COUNTS, AdminCount, adminPage, AdminSummary, CONTRACT, ErrorBody, Job, Simulator, Technology } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobInput, simulatorInput, technologyInput, toolSubmission } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';
import { jobsRepo } from '../jobs/jobs.repo';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { technologiesRepo } from '../technologies/technologies.repo';

const server = signedInTestServer('lister');

// Names with a number give a known order; 'Other 100%_x' checks that % and _ are plain characters.
const SIMULATOR_NAMES = [...Array.from({ length: 11 }, (_, i) => `Sim ${String(i + 1).padStart(2, '0')}`), 'Other 100%_x'];

beforeAll(async () => {
  for (const [i, name] of SIMULATOR_NAMES.entries()) {
    await simulatorsRepo.insert(
      server.pool,
      simulatorInput({
        name,
        fullName: i === 0 ? 'First Full Name' : `${name} full`,
        developmentStatus: i % 2 ? 'Beta' : 'Actively Maintained',
      }),
    );
  }
  await technologiesRepo.insert(server.pool, technologyInput({ name: 'Alpha Lift', vendorName: 'Zeta Corp' }));
  await technologiesRepo.insert(server.pool, technologyInput({ name: 'Beta Seal', vendorName: 'Acme Lift Systems' }));
  await technologiesRepo.insert(
    server.pool,
    technologyInput({ name: 'Gamma Sensor', vendorName: 'Omega', overview: 'A lift of production.' }),
  );
  const day = 86_400_000;
  const jobs = [
    { title: 'Reservoir Engineer', company: 'North Energy', location: 'Oslo', days: 1 },
    { title: 'Data Scientist', company: 'Reservoir Analytics', location: 'Houston', days: 2 },
    { title: 'Geologist', company: 'South Oil', location: 'Reservoir City', days: 3 },
    { title: 'Accountant', company: 'Plain Co', location: 'Paris', days: 4, description: 'Reservoir accounting, not in a searched field.' },
  ];
  for (const job of jobs) {
    await jobsRepo.insert(
      server.pool,
      jobInput({
        title: job.title,
        company: job.company,
        location: job.location,
        description: job.description ?? 'A job description.',
        postedAt: new Date(Date.now() - job.days * day).toISOString(),
      }),
    );
  }
});

const get = (path: string) => fetch(server.url + path, { headers: { Cookie: server.cookie } });
async function read(path: string, query: string): Promise<unknown> {
  const res = await get(`${path}?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}
const simulators = async (query: string) => adminPage(Simulator).parse(await read(API.adminSimulators, query));
const technologies = async (query: string) => adminPage(Technology).parse(await read(API.adminTechnologies, query));
const jobs = async (query: string) => adminPage(Job).parse(await read(API.adminJobs, query));
/** An admin table's count of search `q`, from the count entry of list path `path`. */
const countOf = async (path: string, q: string) => AdminCount.parse(await read(`${path}/count`, `q=${encodeURIComponent(q)}`)).total;

describe('GET /api/admin/simulators', () => {
  it('pages 10 at a time by name, and pages 2 and 3 follow on; the count says 12', async () => {
    const first = await simulators('');
    expect(first).toMatchObject({ page: 1, pageSize: 10, hasNext: true });
    expect(await countOf(API.adminSimulators, '')).toBe(12);
    expect(first.items.map((s) => s.name)).toEqual(['Other 100%_x', ...SIMULATOR_NAMES.slice(0, 9)]);
    expect((await simulators('page=2')).items.map((s) => s.name)).toEqual(['Sim 10', 'Sim 11']);
    expect((await simulators('page=3')).items).toEqual([]);
    expect((await simulators('pageSize=25')).items).toHaveLength(12);
  });

  it('searches name and full name case-insensitively, with % and _ meaning themselves', async () => {
    expect((await simulators('q=sim%2001')).items.map((s) => s.name)).toEqual(['Sim 01']);
    expect((await simulators('q=FIRST%20FULL')).items.map((s) => s.name)).toEqual(['Sim 01']);
    expect((await simulators('q=100%25_')).items.map((s) => s.name)).toEqual(['Other 100%_x']);
    expect(await countOf(API.adminSimulators, '_')).toBe(1);
    // Not over other fields: half the rows have the development status 'Beta'.
    expect(await countOf(API.adminSimulators, 'Beta')).toBe(0);
    expect((await simulators('q=Beta')).items).toEqual([]);
  });

  it('sorts by a field either way, the id breaking ties', async () => {
    expect((await simulators('sort=-name')).items[0]!.name).toBe('Sim 11');
    const byStatus = (await simulators('sort=developmentStatus&pageSize=25')).items;
    expect(byStatus.map((s) => s.developmentStatus)).toEqual([...Array(6).fill('Actively Maintained'), ...Array(6).fill('Beta')]);
    const ids = byStatus.slice(0, 6).map((s) => s.id);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
  });

  it('refuses a bad page, page size or sort with the field messages', async () => {
    const res = await get(`${API.adminSimulators}?page=0&pageSize=7&sort=website`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({
      page: ['Page must be a whole number from 1.'],
      pageSize: ['Page size must be one of 10, 25, 50, 100.'],
      sort: [
        'Sort must be one of name, -name, fullName, -fullName, developmentStatus, -developmentStatus, updatedAt, -updatedAt, completeness, -completeness.',
      ],
    });
  });
});

describe('GET /api/admin/technologies', () => {
  it('searches name and vendor name only', async () => {
    expect((await technologies('q=lift')).items.map((t) => t.name)).toEqual(['Alpha Lift', 'Beta Seal']);
    expect((await technologies('q=OMEGA')).items.map((t) => t.name)).toEqual(['Gamma Sensor']);
    expect(await countOf(API.adminTechnologies, 'lift')).toBe(2);
  });

  it('sorts by vendor name, descending', async () => {
    expect((await technologies('sort=-vendorName')).items.map((t) => t.vendorName)).toEqual(['Zeta Corp', 'Omega', 'Acme Lift Systems']);
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists the newest first by default, with versions', async () => {
    const list = await jobs('');
    expect(list.hasNext).toBe(false);
    expect(await countOf(API.adminJobs, '')).toBe(4);
    expect(list.items.map((j) => j.title)).toEqual(['Reservoir Engineer', 'Data Scientist', 'Geologist', 'Accountant']);
    expect(list.items.every((j) => j.version >= 1)).toBe(true);
  });

  it('searches title, company and location, not the description', async () => {
    expect((await jobs('q=reservoir')).items.map((j) => j.title)).toEqual(['Reservoir Engineer', 'Data Scientist', 'Geologist']);
    expect(await countOf(API.adminJobs, 'reservoir')).toBe(3);
  });

  it('sorts by company', async () => {
    expect((await jobs('sort=company')).items.map((j) => j.company)).toEqual([
      'North Energy',
      'Plain Co',
      'Reservoir Analytics',
      'South Oil',
    ]);
  });
});

describe("every admin table's count", () => {
  it.each(Object.entries(ADMIN_LIST_COUNTS))('%s is counted by %s, at its path + /count, over the same rows', async (list, counter) => {
    const path = CONTRACT[list as keyof typeof ADMIN_LIST_COUNTS].path;
    expect(CONTRACT[counter].path).toBe(`${path}/count`);
    const rows = adminPage(z.unknown()).parse(await read(path, 'pageSize=100'));
    expect(rows.hasNext).toBe(false);
    expect(await countOf(path, '')).toBe(rows.items.length);
    expect(await countOf(path, 'no row is called this')).toBe(0);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts every card of the dashboard, pending submissions and open reports only', async () => {
    await server.pool.query(
      `INSERT INTO error_reports (error_type, description, reporter_name, reporter_email, resolved)
       VALUES ('missing', 'Something is missing.', 'Ada', 'a@example.org', false),
              ('missing', 'Something else is missing.', 'Ada', 'a@example.org', true)`,
    );
    for (const name of ['Pending Tool', 'Rejected Tool']) {
      const res = await fetch(server.url + API.submitTool, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(toolSubmission({ name })),
      });
      expect(res.status).toBe(201);
    }
    await server.pool.query(`UPDATE simulator_submissions SET status = 'rejected' WHERE name = 'Rejected Tool'`);
    const res = await get(API.adminSummary);
    expect(res.status).toBe(200);
    expect(AdminSummary.parse(await res.json())).toEqual({
      simulators: 12,
      technologies: 3,
      jobs: 4,
      pendingSubmissions: 1,
      openErrorReports: 1,
      users: 1,
    });
  });
});
