import { Job, Simulator, Technology } from '@rsd/core';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { jobsRepo } from '../../features/jobs/jobs.repo';
import { simulatorsRepo } from '../../features/simulators/simulators.repo';
import { technologiesRepo } from '../../features/technologies/technologies.repo';
import { hashPassword, verifyPassword } from '../../features/users/password';
import { fixtureSeed } from '../../test/fixtures';
import { migratedTestDatabase } from '../../test/migrated-database';
import { createTestDatabase } from '../../test/test-database';
import { migrate } from '../migrate';
import { createPool } from '../pool';
import { ensureAdminUser, ensureGeneratedAdmin } from './admin-user';
import { directorySeed } from './directory-seed';
import { applySeed } from './seed';

// The real hashing, counted: a start that finds the administrator must not pay for a hash.
vi.mock('../../features/users/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/users/password')>();
  return { ...actual, hashPassword: vi.fn<typeof actual.hashPassword>(actual.hashPassword) };
});

const db = migratedTestDatabase();

const counts = async () => {
  const { rows } = await db.pool.query<{ s: number; t: number; j: number }>(
    `SELECT (SELECT count(*)::int FROM simulators) AS s, (SELECT count(*)::int FROM technologies) AS t,
            (SELECT count(*)::int FROM jobs) AS j`,
  );
  return rows[0];
};

describe('applySeed', () => {
  const seed = { id: 'fixture-v1', data: fixtureSeed };
  const now = new Date('2030-06-15T12:00:00Z');

  it('inserts the data once and reports what it inserted', async () => {
    expect(await applySeed(db.pool, seed, now)).toEqual({ simulators: 3, technologies: 2, jobs: 4 });
    expect(await counts()).toEqual({ s: 3, t: 2, j: 4 });
  });

  it('is idempotent: running it again, even concurrently, adds nothing', async () => {
    const results = await Promise.all([applySeed(db.pool, seed, now), applySeed(db.pool, seed, now)]);
    expect(results).toEqual([undefined, undefined]);
    expect(await counts()).toEqual({ s: 3, t: 2, j: 4 });
  });

  it('never brings back a seeded row an administrator deleted', async () => {
    await db.pool.query(`DELETE FROM simulators WHERE name = 'MRST'`);
    expect(await applySeed(db.pool, seed, now)).toBeUndefined();
    expect(await counts()).toEqual({ s: 2, t: 2, j: 4 });
  });

  it('applies two concurrent first runs of a new seed exactly once', async () => {
    const next = { id: 'fixture-v2', data: { simulators: fixtureSeed.simulators.slice(0, 1), technologies: [], jobs: [] } };
    const results = await Promise.all([applySeed(db.pool, next), applySeed(db.pool, next)]);
    expect(results.filter(Boolean)).toEqual([{ simulators: 1, technologies: 0, jobs: 0 }]);
    expect((await counts())!.s).toBe(3);
  });

  it('dates jobs relative to the seed run', async () => {
    const { rows } = await db.pool.query<{ title: string; posted_at: Date; expires_at: Date | null }>(
      'SELECT title, posted_at, expires_at FROM jobs',
    );
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    expect(byTitle.get('Reservoir Engineer')!.posted_at.toISOString()).toBe('2030-06-12T12:00:00.000Z');
    expect(byTitle.get('Reservoir Engineer')!.expires_at!.toISOString()).toBe('2030-07-15T12:00:00.000Z');
    expect(byTitle.get('Contract Reservoir Engineer')!.expires_at!.toISOString()).toBe('2030-06-10T12:00:00.000Z');
  });

  it('rejects invalid data before writing anything', async () => {
    const bad = {
      id: 'bad',
      data: { ...fixtureSeed, technologies: [{ ...fixtureSeed.technologies[0]!, costImpact: 11 }] },
    };
    await expect(applySeed(db.pool, bad)).rejects.toThrow(/costImpact|less than or equal/);
    const { rowCount } = await db.pool.query(`SELECT 1 FROM seed_runs WHERE seed_id = 'bad'`);
    expect(rowCount).toBe(0);
  });
});

describe('the directory seed', () => {
  it('loads the real data set, which reads back as valid core entities', async () => {
    const fresh = await createTestDatabase();
    const freshPool = createPool(fresh.url, pino({ level: 'silent' }));
    try {
      await migrate(freshPool);
      const applied = await applySeed(freshPool, directorySeed);
      expect(applied).toEqual({
        simulators: directorySeed.data.simulators.length,
        technologies: directorySeed.data.technologies.length,
        jobs: directorySeed.data.jobs.length,
      });
      const sims = await freshPool.query('SELECT id FROM simulators');
      expect(sims.rowCount).toBe(directorySeed.data.simulators.length);
      expect(await applySeed(freshPool, directorySeed)).toBeUndefined();
      // Read back through the repos' mappers and checked against the public schemas.
      Simulator.array().parse(await simulatorsRepo.list(freshPool));
      Technology.array().parse(await technologiesRepo.list(freshPool));
      Job.array().parse(await jobsRepo.list(freshPool));
    } finally {
      await freshPool.end();
      await fresh.drop();
    }
  });
});

describe('ensureAdminUser', () => {
  it('creates the administrator once, with a scrypt hash, and never overwrites it', async () => {
    expect(await ensureAdminUser(db.pool, { username: 'Admin', password: 'first password', email: 'admin@example.org' })).toBe(true);
    expect(await ensureAdminUser(db.pool, { username: 'admin', password: 'second password', email: '' })).toBe(false);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    const { rows } = await db.pool.query('SELECT username, email, role, is_active, password_hash FROM users');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'Admin', email: 'admin@example.org', role: 'admin', is_active: true });
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('first password', rows[0].password_hash)).toBe(true);
    expect(await verifyPassword('second password', rows[0].password_hash)).toBe(false);
  });
});

describe('ensureGeneratedAdmin', () => {
  it('creates an admin with a random password only while no administrator exists', async () => {
    await db.pool.query('DELETE FROM users');
    const password = await ensureGeneratedAdmin(db.pool);
    expect(password).toMatch(/^[\w-]{24}$/);
    const { rows } = await db.pool.query('SELECT username, role, password_hash FROM users');
    expect(rows).toMatchObject([{ username: 'admin', role: 'admin' }]);
    expect(await verifyPassword(password!, rows[0].password_hash)).toBe(true);
    expect(await ensureGeneratedAdmin(db.pool)).toBeUndefined();
    expect((await db.pool.query('SELECT 1 FROM users')).rowCount).toBe(1);
  });
});
