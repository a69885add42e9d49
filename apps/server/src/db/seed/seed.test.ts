import { Job, Simulator, Technology } from '@rsd/core';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { jobsRepo } from '../../features/jobs/jobs.repo';
import { simulatorsRepo } from '../../features/simulators/simulators.repo';
import { technologiesRepo } from '../../features/technologies/technologies.repo';
import { hashPassword, verifyPassword } from '../../features/users/password';
import { fixtureSeed, simulatorInput } from '../../test/fixtures';
import { migratedTestDatabase } from '../../test/migrated-database';
import { createTestDatabase } from '../../test/test-database';
import { migrate } from '../migrate';
import { createPool } from '../pool';
import { ensureAdminUser, ensureGeneratedAdmin } from './admin-user';
import { REFERENCE_FACTS_VERIFIED_ON, addedSimulators, initialSimulators } from './data';
import { directorySeed, directorySeeds, directorySimulators, referenceSeed } from './directory-seed';
import { applySeed, type Seed } from './seed';

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
    expect(await applySeed(db.pool, seed, now)).toEqual({ simulators: 3, technologies: 2, jobs: 4, sourced: 0 });
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
    const next = { id: 'fixture-v2', data: { simulators: [simulatorInput({ name: 'Jutul' })], technologies: [], jobs: [] } };
    const results = await Promise.all([applySeed(db.pool, next), applySeed(db.pool, next)]);
    expect(results.filter(Boolean)).toEqual([{ simulators: 1, technologies: 0, jobs: 0, sourced: 0 }]);
    expect((await counts())!.s).toBe(3);
  });

  it('adds no simulator whose name the database already has, whatever its case and blanks', async () => {
    const next = {
      id: 'fixture-v3',
      data: { simulators: [simulatorInput({ name: ' opm flow ' }), simulatorInput({ name: 'GEOS' })], technologies: [], jobs: [] },
    };
    expect(await applySeed(db.pool, next)).toEqual({ simulators: 1, technologies: 0, jobs: 0, sourced: 0 });
    const { rows } = await db.pool.query<{ name: string }>(`SELECT name FROM simulators WHERE name ILIKE '%opm flow%' OR name = 'GEOS'`);
    expect(rows.map((r) => r.name).toSorted()).toEqual(['GEOS', 'OPM Flow']);
  });

  it('writes sources only on rows of that name that record none, never over what an admin wrote', async () => {
    await db.pool.query(`UPDATE simulators SET evidence = '{"An admin read it in the manual"}' WHERE name = 'GEOS'`);
    await db.pool.query(`UPDATE simulators SET facts_verified_on = '2020-02-02' WHERE name = 'DuMux'`);
    const sources: Seed['sources'] = ['OPM Flow', 'GEOS', 'DuMux', 'Not seeded'].map((name) => ({
      name,
      evidence: [`${name}/repo@abc1234:README.md`],
      factsVerifiedOn: '2026-11-27',
    }));
    const next = { id: 'fixture-v4', data: { simulators: [], technologies: [], jobs: [] }, sources };
    expect(await applySeed(db.pool, next)).toEqual({ simulators: 0, technologies: 0, jobs: 0, sourced: 1 });
    const { rows } = await db.pool.query<{ name: string; evidence: string[]; facts_verified_on: string | null }>(
      'SELECT name, evidence, facts_verified_on FROM simulators ORDER BY name',
    );
    expect(rows).toEqual([
      { name: 'DuMux', evidence: [], facts_verified_on: '2020-02-02' },
      { name: 'GEOS', evidence: ['An admin read it in the manual'], facts_verified_on: null },
      { name: 'Jutul', evidence: [], facts_verified_on: null },
      { name: 'OPM Flow', evidence: ['OPM Flow/repo@abc1234:README.md'], facts_verified_on: '2026-11-27' },
    ]);
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

/** A database of its own, migrated, for the duration of `use`. */
async function withFreshDatabase(use: (pool: ReturnType<typeof createPool>) => Promise<void>): Promise<void> {
  const fresh = await createTestDatabase();
  const pool = createPool(fresh.url, pino({ level: 'silent' }));
  try {
    await migrate(pool);
    await use(pool);
  } finally {
    await pool.end();
    await fresh.drop();
  }
}

interface SourcedRow {
  id: number;
  name: string;
  description: string;
  evidence: string[];
  facts_verified_on: string | null;
}
const sourcedRows = async (pool: ReturnType<typeof createPool>) =>
  (await pool.query<SourcedRow>('SELECT id, name, description, evidence, facts_verified_on FROM simulators ORDER BY id')).rows;

/** The first seed as databases took it before sources were kept: the same tools, none of them sourced. */
const unsourcedInitialSeed: Seed = {
  ...directorySeed,
  data: { ...directorySeed.data, simulators: initialSimulators.map((s) => ({ ...s, evidence: [], factsVerifiedOn: null })) },
};

describe('the directory seed', () => {
  it('loads the real data set, which reads back as valid core entities', async () => {
    await withFreshDatabase(async (pool) => {
      const applied = await applySeed(pool, directorySeed);
      expect(applied).toEqual({
        simulators: directorySeed.data.simulators.length,
        technologies: directorySeed.data.technologies.length,
        jobs: directorySeed.data.jobs.length,
        sourced: 0,
      });
      const sims = await pool.query('SELECT id FROM simulators');
      expect(sims.rowCount).toBe(directorySeed.data.simulators.length);
      expect(await applySeed(pool, directorySeed)).toBeUndefined();
      // Read back through the repos' mappers and checked against the public schemas.
      Simulator.array().parse(await simulatorsRepo.list(pool));
      Technology.array().parse(await technologiesRepo.list(pool));
      Job.array().parse(await jobsRepo.list(pool));
    });
  });

  it('gives a fresh database all 65 reference tools in their order, each with its sources, once', async () => {
    await withFreshDatabase(async (pool) => {
      const applied = [];
      for (const seed of directorySeeds) applied.push(await applySeed(pool, seed));
      expect(applied.map((result) => result?.simulators)).toEqual([27, 38]);
      expect(applied[1]?.sourced).toBe(0);
      const rows = await sourcedRows(pool);
      expect(rows.map((r) => r.name)).toEqual(directorySimulators.map((s) => s.name));
      expect(rows).toHaveLength(65);
      expect(rows.filter((r) => r.evidence.length === 0 || r.facts_verified_on !== REFERENCE_FACTS_VERIFIED_ON)).toEqual([]);
      expect(rows.map((r) => r.evidence)).toEqual(directorySimulators.map((s) => s.evidence));
      for (const seed of directorySeeds) expect(await applySeed(pool, seed)).toBeUndefined();
      expect(await sourcedRows(pool)).toEqual(rows);
    });
  });

  it('upgrades a database seeded before: adds the 38 tools and the sources of the 27, keeping what an admin did', async () => {
    await withFreshDatabase(async (pool) => {
      await applySeed(pool, unsourcedInitialSeed);
      // What an admin did before the upgrade: deleted a seeded tool, rewrote one with sources of their own, dated
      // another without sources, and added one of the 38 tools by hand.
      await pool.query(`DELETE FROM simulators WHERE name = 'MRST'`);
      await pool.query(
        `UPDATE simulators SET description = 'Edited by an admin.', evidence = '{"Read on the OPM website"}' WHERE name = 'OPM Flow'`,
      );
      await pool.query(`UPDATE simulators SET facts_verified_on = '2025-01-01' WHERE name = 'GEOS'`);
      await simulatorsRepo.insert(pool, simulatorInput({ name: 'flopy', description: 'Added by an admin before the upgrade.' }));
      const before = await sourcedRows(pool);

      // A start with the upgrade runs every seed; the first has run already.
      const applied = [];
      for (const seed of directorySeeds) applied.push(await applySeed(pool, seed));
      expect(applied).toEqual([undefined, { simulators: 37, technologies: 0, jobs: 0, sourced: 24 }]);

      const after = await sourcedRows(pool);
      const byName = new Map(after.map((row) => [row.name, row]));
      expect(byName.has('MRST')).toBe(false);
      expect(byName.get('OPM Flow')).toMatchObject({
        description: 'Edited by an admin.',
        evidence: ['Read on the OPM website'],
        facts_verified_on: null,
      });
      expect(byName.get('GEOS')).toMatchObject({ evidence: [], facts_verified_on: '2025-01-01' });
      expect(byName.get('flopy')).toMatchObject({
        description: 'Added by an admin before the upgrade.',
        evidence: [],
        facts_verified_on: null,
      });
      expect(after.filter((row) => row.name === 'FloPy')).toEqual([]);
      // The other seeded tools gain their sources and keep everything else; the 38 follow them, sourced.
      for (const row of before.filter((r) => !['OPM Flow', 'GEOS', 'flopy'].includes(r.name))) {
        const seeded = initialSimulators.find((s) => s.name === row.name)!;
        expect(byName.get(row.name)).toEqual({ ...row, evidence: seeded.evidence, facts_verified_on: REFERENCE_FACTS_VERIFIED_ON });
      }
      const added = after.filter((row) => row.id > Math.max(...before.map((r) => r.id)));
      expect(added.map((row) => row.name)).toEqual(addedSimulators.map((s) => s.name).filter((name) => name !== 'FloPy'));
      expect(added.every((row) => row.evidence.length > 0 && row.facts_verified_on === REFERENCE_FACTS_VERIFIED_ON)).toBe(true);
      expect(after).toHaveLength(27 - 1 + 1 + 37);

      // Later starts change nothing: each seed ran once.
      for (const seed of directorySeeds) expect(await applySeed(pool, seed)).toBeUndefined();
      expect(await sourcedRows(pool)).toEqual(after);
    });
  });

  it('ships the upgrade under a seed id of its own, with the sources of exactly the first seed', () => {
    expect(new Set(directorySeeds.map((seed) => seed.id)).size).toBe(directorySeeds.length);
    expect(referenceSeed.sources?.map((source) => source.name)).toEqual(initialSimulators.map((s) => s.name));
    expect(referenceSeed.data.simulators.map((s) => s.name)).toEqual(addedSimulators.map((s) => s.name));
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
