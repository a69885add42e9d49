import {
  AuditEntry,
  CAPABILITY_VOCABULARY_VERSION,
  CapabilityVocabulary,
  AdminSimulatorForm,
  ErrorBody,
  Simulator,
  SyncResponse,
  adminSimulatorFormToInput,
  capabilityVocabulary,
  simulatorToAdminForm,
  type SimulatorInput,
} from '@rsd/core';
import { API } from '@rsd/core/testing';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { createPool } from '../../db/pool';
import { simulatorInput, technologyInput } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { insertOlderSimulator, migrateBefore } from '../../test/older-schema';
import { signedInTestServer } from '../../test/signed-in-server';
import { deriveStaleCapabilities } from './simulator-capabilities';

/** detailedCapabilities naming the given parallelization types and physics. */
const capabilities = ({ parallel = [] as string[], physics = [] as string[], schemes = [] as string[] }) => ({
  physics_and_models: physics.map((capability_name) => ({ capability_name, description: '' })),
  numerical_schemes: schemes.map((scheme_type) => ({ scheme_type, methods_used: [] })),
  hpc_and_performance: { parallelization_approaches: parallel.map((type) => ({ type, details: '' })) },
});

const tool = (name: string, detailed: ReturnType<typeof capabilities>): SimulatorInput =>
  simulatorInput({ name, fullName: name, detailedCapabilities: detailed });

const server = signedInTestServer('curator', {
  seed: {
    simulators: [
      tool('Alpha', capabilities({ parallel: ['MPI', 'GPU'], physics: ['Black-oil'] })),
      tool('Beta', capabilities({ parallel: ['MPI'] })),
      tool('Gamma', capabilities({ schemes: ['TPFA'] })),
      simulatorInput({ name: 'Delta', detailedCapabilities: null }),
    ],
    technologies: [technologyInput()],
    jobs: [],
  },
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });
const { send } = server;
const names = async (res: Response) =>
  Simulator.array()
    .parse(await res.json())
    .map((s) => s.name);
const termsOf = (simulator: Simulator) => simulator.capabilities.map((c) => c.term);
const history = async (id: number) =>
  AuditEntry.array().parse(await (await send('GET', `${API.auditLog}?entity=simulator&entityId=${id}`)).json());

describe('GET /api/capabilities', () => {
  it('serves the vocabulary with a validator that answers 304 when the client has it', async () => {
    const res = await get(API.capabilities);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(CapabilityVocabulary.parse(await res.json())).toEqual(capabilityVocabulary());
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(API.capabilities, { 'If-None-Match': etag! })).status).toBe(304);
  });
});

describe('capabilities on the list and in the sync', () => {
  it('derives the terms of seeded rows from their capability data, with the text as evidence', async () => {
    const list = Simulator.array().parse(await (await get(API.simulators)).json());
    const alpha = list.find((s) => s.name === 'Alpha')!;
    expect(termsOf(alpha)).toEqual(['black-oil', 'mpi', 'gpu']);
    expect(alpha.capabilities[1]).toEqual({
      term: 'mpi',
      evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' },
    });
    expect(termsOf(list.find((s) => s.name === 'Delta')!)).toEqual([]);
  });

  it('carries them in the sync', async () => {
    const page = SyncResponse.parse(await (await get(`${API.sync}?since=0&limit=1000`)).json());
    expect(termsOf(page.simulators.find((s) => s.name === 'Beta')!)).toEqual(['mpi']);
  });
});

describe('GET /api/simulators?capability=', () => {
  it('keeps the tools that have every term asked for (AND)', async () => {
    expect(await names(await get(`${API.simulators}?capability=mpi`))).toEqual(['Alpha', 'Beta']);
    expect(await names(await get(`${API.simulators}?capability=mpi&capability=gpu`))).toEqual(['Alpha']);
    expect(await names(await get(`${API.simulators}?capability=gpu&capability=tpfa`))).toEqual([]);
  });

  it('matches a term with the narrower terms a tool has', async () => {
    expect(await names(await get(`${API.simulators}?capability=finite-volume`))).toEqual(['Gamma']);
  });

  it('combines with the home filters and filters the CSV export too', async () => {
    expect(await names(await get(`${API.simulators}?capability=mpi&q=beta`))).toEqual(['Beta']);
    const csv = await (await get(`${API.simulators}?format=csv&capability=gpu`)).text();
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Alpha');
  });

  it("reads home's capability filter from a home URL's query: any of a facet's terms, all of them with capAll", async () => {
    // Alpha: black-oil, mpi, gpu; Beta: mpi; Gamma: tpfa.
    expect(await names(await get(`${API.simulators}?cap=mpi&cap=gpu`))).toEqual(['Alpha', 'Beta']);
    expect(await names(await get(`${API.simulators}?cap=mpi&cap=gpu&capAll=parallelism`))).toEqual(['Alpha']);
    expect(await names(await get(`${API.simulators}?cap=black-oil&cap=mpi`))).toEqual(['Alpha']);
    expect(await names(await get(`${API.simulators}?cap=finite-volume`))).toEqual(['Gamma']);
    const csv = await (await get(`${API.simulators}?format=csv&cap=mpi&q=beta`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    // A CSV export reads the terms only when a filter does: home's alone must read them.
    const byTerms = (await (await get(`${API.simulators}?format=csv&cap=mpi&cap=gpu`)).text()).trim().split('\r\n');
    expect(byTerms.slice(1).map((row) => row.split(',')[1])).toEqual(['"Alpha"', '"Beta"']);
  });

  it('refuses an unknown term with a 400 in the one error shape', async () => {
    const res = await get(`${API.simulators}?capability=mpi&capability=warp-drive`);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(JSON.stringify(body.error.fields)).toContain('\\"warp-drive\\" is not a capability term');
  });

  it('gives each selection its own validator', async () => {
    const mpi = await get(`${API.simulators}?capability=mpi`);
    const etag = mpi.headers.get('etag')!;
    expect((await get(`${API.simulators}?capability=mpi`, { 'If-None-Match': etag })).status).toBe(304);
    const gpu = await get(`${API.simulators}?capability=gpu`, { 'If-None-Match': etag });
    expect(gpu.status).toBe(200);
    expect(await names(gpu)).toEqual(['Alpha']);
  });
});

describe('admin writes of capability terms', () => {
  const detailed = capabilities({ parallel: ['MPI'] });

  it('derives the terms of a create without a choice', async () => {
    const res = await send('POST', API.simulators, tool('Epsilon', detailed));
    expect(res.status).toBe(201);
    expect(termsOf(Simulator.parse(await res.json()))).toEqual(['mpi']);
  });

  it('keeps record evidence where the record supports a chosen term and signs the others, and audits each change', async () => {
    const res = await send('POST', API.simulators, { ...tool('Zeta', detailed), capabilities: ['mpi', 'python'] });
    expect(res.status).toBe(201);
    const created = Simulator.parse(await res.json());
    expect(created.capabilities[0]).toEqual({
      term: 'mpi',
      evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' },
    });
    expect(created.capabilities[1]).toMatchObject({ term: 'python', evidence: { source: 'admin', by: 'curator' } });
    const signed = created.capabilities[1]!.evidence;

    // Left out, the stored list stays, even when the record's text changes.
    const kept = await send('PUT', API.simulator(created.id), {
      ...tool('Zeta', capabilities({ parallel: ['OpenMP'] })),
      expectedVersion: created.version,
    });
    expect(kept.status).toBe(200);
    const afterKeep = Simulator.parse(await kept.json());
    expect(afterKeep.capabilities).toEqual(created.capabilities);

    // Chosen again: python keeps its first signature, mpi is now the admin's (the record no longer says MPI).
    const edited = await send('PUT', API.simulator(created.id), {
      ...tool('Zeta', capabilities({ parallel: ['OpenMP'] })),
      capabilities: ['python', 'threads', 'mpi'],
      expectedVersion: afterKeep.version,
    });
    expect(edited.status).toBe(200);
    const afterEdit = Simulator.parse(await edited.json());
    expect(afterEdit.capabilities).toEqual([
      { term: 'python', evidence: signed },
      { term: 'threads', evidence: { source: 'record', field: 'parallelization_approaches', text: 'OpenMP' } },
      { term: 'mpi', evidence: { source: 'admin', by: 'curator', at: expect.any(String) } },
    ]);

    const removed = await send('PUT', API.simulator(created.id), {
      ...tool('Zeta', capabilities({ parallel: ['OpenMP'] })),
      capabilities: ['python', 'gpu'],
      expectedVersion: afterEdit.version,
    });
    expect(removed.status).toBe(200);
    const summaries = (await history(created.id)).map((entry) => entry.summary);
    expect(summaries).toContain('Changed detailedCapabilities.');
    expect(summaries).toContain('Changed capabilities. Capabilities: added threads.');
    expect(summaries).toContain('Changed capabilities. Capabilities: added gpu; removed threads, mpi.');
  });

  it('saved from the admin form, an untouched list stays derived and a changed one is curated', async () => {
    const created = Simulator.parse(await (await send('POST', API.simulators, tool('Theta', detailed))).json());
    const curated = async () =>
      (await server.pool.query<{ c: boolean }>('SELECT capabilities_curated AS c FROM simulators WHERE id = $1', [created.id])).rows[0]!.c;
    // What the form sends for a stored simulator whose terms the admin set to `terms` (the stored ones when absent).
    const save = async (from: Simulator, terms?: string[]) => {
      const values = { ...simulatorToAdminForm(from), ...(terms ? { capabilities: terms } : {}) };
      const input = adminSimulatorFormToInput(AdminSimulatorForm.parse(values), from);
      const res = await send('PUT', API.simulator(from.id), { ...input, expectedVersion: from.version });
      expect(res.status).toBe(200);
      return Simulator.parse(await res.json());
    };

    const untouched = await save({ ...created, description: 'Edited description' });
    expect(untouched.capabilities).toEqual(created.capabilities);
    expect(await curated()).toBe(false);

    const changed = await save(untouched, ['mpi', 'gpu']);
    expect(changed.capabilities).toEqual([
      created.capabilities[0],
      { term: 'gpu', evidence: { source: 'admin', by: 'curator', at: expect.any(String) } },
    ]);
    expect(await curated()).toBe(true);
    expect((await history(created.id)).map((entry) => entry.summary)).toContain('Changed capabilities. Capabilities: added gpu.');
  });

  it('refuses an unknown term in the input with the field named', async () => {
    const res = await send('POST', API.simulators, { ...tool('Eta', detailed), capabilities: ['mpi', 'warp-drive'] });
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.fields?.['capabilities.1']).toEqual(['"warp-drive" is not a capability term (GET /api/capabilities lists them).']);
  });
});

describe('terms of rows that predate them', () => {
  let database: TestDatabase;
  const db = {} as { pool: Pool };
  beforeAll(async () => {
    database = await createTestDatabase();
    db.pool = createPool(database.url, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await db.pool?.end();
    await database?.drop();
  });
  const CAPABILITIES_MIGRATION = 19;

  const row = async (id: number) =>
    (
      await db.pool.query<{ capabilities: unknown; version: string; curated_version: string; updated_at: Date }>(
        'SELECT capabilities, version, curated_version, updated_at FROM simulators WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('are derived once at start-up for rows no admin curated; a curated list is never touched', async () => {
    await migrateBefore(db.pool, CAPABILITIES_MIGRATION);
    const older = await insertOlderSimulator(db.pool, 'Older');
    const curated = await insertOlderSimulator(db.pool, 'Curated');
    for (const id of [older.id, curated.id]) {
      await db.pool.query('UPDATE simulators SET detailed_capabilities = $2 WHERE id = $1', [
        id,
        JSON.stringify(capabilities({ parallel: ['MPI'] })),
      ]);
    }
    expect(await migrate(db.pool)).toContain(CAPABILITIES_MIGRATION);
    expect((await row(older.id)).capabilities).toEqual([]);
    const adminList = [{ term: 'gpu', evidence: { source: 'admin', by: 'ada', at: '2026-01-01T00:00:00.000Z' } }];
    await db.pool.query('UPDATE simulators SET capabilities = $2, capabilities_curated = true WHERE id = $1', [
      curated.id,
      JSON.stringify(adminList),
    ]);
    const before = await row(older.id);
    const curatedBefore = await row(curated.id);

    expect(await deriveStaleCapabilities(db.pool)).toBe(1);
    const after = await row(older.id);
    expect(after.capabilities).toEqual([{ term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } }]);
    // A new version reaches every cache; the curated version and "updated" stay: no admin edit goes stale.
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    expect(after.curated_version).toBe(before.curated_version);
    expect(after.updated_at).toEqual(before.updated_at);
    expect(await row(curated.id)).toEqual(curatedBefore);

    // Idempotent: the next start finds nothing to derive.
    expect(await deriveStaleCapabilities(db.pool)).toBe(0);
  });

  it('are derived again under a new vocabulary version', async () => {
    const { rows } = await db.pool.query<{ id: number }>(`SELECT id FROM simulators WHERE name = 'Older'`);
    await db.pool.query('UPDATE simulators SET capabilities_vocabulary = $2 WHERE id = $1', [
      rows[0]!.id,
      CAPABILITY_VOCABULARY_VERSION - 1,
    ]);
    expect(await deriveStaleCapabilities(db.pool)).toBe(1);
  });
});
