import { Simulator } from '@rsd/core';
import { API, makeRepositoryFacts } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { insertBulkSimulators } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { simulatorInput } from '../../test/fixtures';
import { RENDERED_BEFORE_0026 } from '../../test/list-json-before-0026';
import { signedInTestServer } from '../../test/signed-in-server';
import { LIST_CACHE_MAX_ROWS } from './simulator-list-cache';
import { simulatorsRepo } from './simulators.repo';

/**
 * Migration 0026 keeps each row's JSON text beside it, and the list sends it as kept. The reference is the text the
 * list rendered per request before 0026, read fresh from the row's columns: a stale kept text, or one with other
 * bytes, shows as a different body.
 */

const server = signedInTestServer('curator');

const { send } = server;

/** The list's body as the server sends it, unzipped. */
const listed = async () => (await fetch(server.url + API.simulators)).text();

/** The body the list sent before 0026, rendered now from every row's columns. */
async function renderedNow(): Promise<string> {
  const { rows } = await server.pool.query<{ json: string }>(`SELECT ${RENDERED_BEFORE_0026} AS json FROM simulators ORDER BY id`);
  return `[${rows.map((r) => r.json).join(',')}]`;
}

/**
 * The list's body once it is the one rendered now. A write drops the list kept in memory on its NOTIFY, which may come
 * a moment after the write's answer; a kept text that stays stale never matches and fails the test.
 */
const listedAsRenderedNow = () =>
  eventually(async () => {
    const body = await listed();
    expect(body).toBe(await renderedNow());
    return body;
  });

/** Whether the rows `write` returns carry their current text, rendered from their columns in the same statement. */
const current = (write: string) =>
  server.pool.query<{ current: boolean }>(`WITH written AS (${write} RETURNING *)
      SELECT list_json IS NOT DISTINCT FROM (${RENDERED_BEFORE_0026}) AS current FROM written`);

async function create(name: string): Promise<Simulator> {
  const res = await send('POST', API.simulators, simulatorInput({ name }));
  expect(res.status).toBe(201);
  return Simulator.parse(await res.json());
}

describe('the kept JSON text of each listed simulator (migration 0026)', () => {
  it('is current after every kind of write, and the list sends the same bytes as when it was rendered per request', async () => {
    // The list kept in memory (a few rows) and streamed (past LIST_CACHE_MAX_ROWS) read the same kept texts.
    const first = await create('Kept "quoted" Ünïcödé');
    await listedAsRenderedNow();

    const edited = await send('PUT', API.simulator(first.id), {
      ...simulatorInput({ name: 'Kept, renamed', learningResources: { nested: [1, 2.5, null, 'é'] }, detailedCapabilities: null }),
      expectedVersion: first.version,
    });
    expect(edited.status).toBe(200);
    const afterEdit = await listedAsRenderedNow();
    expect(Simulator.array().parse(JSON.parse(afterEdit))[0]).toEqual(Simulator.parse(await edited.json()));

    // The harvester's write keeps updated_at as it was (a later BEFORE trigger puts it back): the text must too.
    await simulatorsRepo.writeRepositoryFacts(server.pool, first.id, makeRepositoryFacts());
    await listedAsRenderedNow();

    await insertBulkSimulators(server.pool, LIST_CACHE_MAX_ROWS);
    await server.pool.query(`UPDATE simulators SET strengths = ARRAY['a,b', 'tab\t'] WHERE name = 'Tool 7'`);
    const streamed = await listedAsRenderedNow();
    expect(JSON.parse(streamed)).toHaveLength(LIST_CACHE_MAX_ROWS + 1);

    expect((await send('DELETE', API.simulator(first.id))).status).toBe(200);
    await listedAsRenderedNow();
  });

  it('is written in the statement that writes the row: no snapshot sees a row without its current text', async () => {
    const inserted = await current(`INSERT INTO simulators (name, full_name, short_description, description, website)
      VALUES ('In one statement', 'f', 's', 'd', 'https://example.org')`);
    const updated = await current(`UPDATE simulators SET name = name || ' again' WHERE name = 'In one statement'`);
    expect([...inserted.rows, ...updated.rows]).toEqual([{ current: true }, { current: true }]);
  });
});
