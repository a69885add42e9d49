import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { simulatorInput } from '../test/fixtures';
import { migratedTestDatabase } from '../test/migrated-database';
import { CHANGES_CHANNEL } from './change-feed';
import { withSyncedWrite } from './transactions';

const db = migratedTestDatabase();

const versionOf = async (table: string, id: number) =>
  Number((await db.pool.query(`SELECT version FROM ${table} WHERE id = $1`, [id])).rows[0].version);

describe('sync triggers', () => {
  it('stamps every insert and update with the next version of one shared sequence', async () => {
    const sim = await simulatorsRepo.insert(db.pool, simulatorInput());
    const { rows } = await db.pool.query<{ id: number; version: string }>(
      `INSERT INTO technologies (name, vendor_name, readiness_level, category)
       VALUES ('T', 'V', 'research', 'c') RETURNING id, version`,
    );
    const tech = rows[0]!;
    expect(Number(tech.version)).toBeGreaterThan(sim.version);
    // A version supplied by the writer is ignored.
    await db.pool.query('UPDATE simulators SET name = $1, version = 1 WHERE id = $2', ['Renamed', sim.id]);
    expect(await versionOf('simulators', sim.id)).toBeGreaterThan(Number(tech.version));
  });

  it('maintains updated_at on update', async () => {
    const sim = await simulatorsRepo.insert(db.pool, simulatorInput());
    await db.pool.query(`UPDATE simulators SET updated_at = '2001-01-01' WHERE id = $1`, [sim.id]);
    const { rows } = await db.pool.query('SELECT updated_at FROM simulators WHERE id = $1', [sim.id]);
    expect((rows[0].updated_at as Date).getTime()).toBeGreaterThan(Date.parse(sim.updatedAt!) - 1000);
  });

  it('leaves a tombstone on delete, and drops it when the id comes back', async () => {
    const sim = await simulatorsRepo.insert(db.pool, simulatorInput());
    await db.pool.query('DELETE FROM simulators WHERE id = $1', [sim.id]);
    const tomb = await db.pool.query(`SELECT version FROM sync_tombstones WHERE entity = 'simulator' AND entity_id = $1`, [sim.id]);
    expect(Number(tomb.rows[0].version)).toBeGreaterThan(sim.version);
    await db.pool.query(
      `INSERT INTO simulators (id, name, full_name, short_description, description, website)
       VALUES ($1, 'Back', 'Back', 'short', 'long', 'https://example.org')`,
      [sim.id],
    );
    const after = await db.pool.query(`SELECT 1 FROM sync_tombstones WHERE entity = 'simulator' AND entity_id = $1`, [sim.id]);
    expect(after.rowCount).toBe(0);
  });

  it('makes a second writer wait until the first commits before it draws a version', async () => {
    const first = new Client({ connectionString: db.url });
    await first.connect();
    try {
      await first.query('BEGIN');
      await first.query(`INSERT INTO technologies (name, vendor_name, readiness_level, category) VALUES ('A', 'V', 'x', 'c')`);
      let secondDone = false;
      const second = db.pool
        .query(`INSERT INTO technologies (name, vendor_name, readiness_level, category) VALUES ('B', 'V', 'x', 'c')`)
        .then(() => (secondDone = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(secondDone).toBe(false);
      await first.query('COMMIT');
      await second;
      const { rows } = await db.pool.query<{ name: string }>(`SELECT name FROM technologies WHERE name IN ('A', 'B') ORDER BY version`);
      expect(rows.map((r) => r.name)).toEqual(['A', 'B']);
    } finally {
      await first.end();
    }
  });

  it('withSyncedWrite commits on success and rolls back on error', async () => {
    const kept = await withSyncedWrite(db.pool, (c) => simulatorsRepo.insert(c, simulatorInput({ name: 'Kept' })));
    expect(await simulatorsRepo.findById(db.pool, kept.id)).toEqual(kept);
    let lostId = 0;
    await expect(
      withSyncedWrite(db.pool, async (c) => {
        lostId = (await simulatorsRepo.insert(c, simulatorInput({ name: 'Lost' }))).id;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await simulatorsRepo.findById(db.pool, lostId)).toBeUndefined();
  });

  it('notifies listeners at commit with the table name (the simulators with their content stamp), never for a rollback', async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
    try {
      await db.pool.query(`UPDATE simulators SET name = name || '!' WHERE name = 'Kept'`);
      const stamp = await simulatorsRepo.contentStamp(db.pool);
      await db.pool.query(`INSERT INTO technologies (name, vendor_name, readiness_level, category) VALUES ('N', 'V', 'x', 'c')`);
      await expect(
        withSyncedWrite(db.pool, async (c) => {
          await c.query(`UPDATE technologies SET name = 'rolled back'`);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await db.pool.query(`UPDATE jobs SET title = title`);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([`simulators:${stamp}`, 'technologies']);
    } finally {
      await listener.end();
    }
  });
});
