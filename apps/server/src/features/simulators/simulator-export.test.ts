import {
  ErrorBody,
  filterStateToSearchParams,
  filterSimulators,
  Simulator,
  toFilterState,
  type FilterState,
  simulatorsToCsv,
} from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LIST_PAGE_SIZE } from './simulators.service';

/** More rows than two pages of the streamed read, so the export is proven to join pages. */
const MANY = LIST_PAGE_SIZE * 2 + 37;
const extra = Array.from({ length: MANY - 4 }, (_, i) =>
  simulatorInput({ name: `Bulk ${i}`, programmingLanguages: i % 2 === 0 ? ['Python'] : ['Julia'], lastReleaseDate: null }),
);

let server: TestServer;
let all: Simulator[];
beforeAll(async () => {
  const tricky = simulatorInput({
    name: '=HYPERLINK("http://evil")',
    shortDescription: 'Line one\nline "two", with comma',
    programmingLanguages: ['Python', 'C++'],
    lastReleaseDate: '2025-06-01',
  });
  server = await startTestServer({ seed: { ...fixtureSeed, simulators: [...(fixtureSeed.simulators ?? []), tricky, ...extra] } });
  all = Simulator.array().parse(await (await fetch(server.url + API.simulators)).json());
}, 120_000);
afterAll(() => server?.close());

const homeQuery = (search: string, state: Partial<FilterState>) => filterStateToSearchParams(search, toFilterState(state)).toString();

describe('GET /api/simulators?format=csv', () => {
  it('streams every simulator as a CSV download: BOM, header, one record per simulator', async () => {
    const res = await fetch(`${server.url}${API.simulators}?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=simulators.csv');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const records = text.split('\r\n').filter((line) => /^\uFEFF?"(\d+|id)",/.test(line));
    expect(records[0]).toMatch(/^"id","name","fullName",/);
    expect(records).toHaveLength(MANY + 1);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('is byte for byte the CSV core writes from the full rows (the export reads only the CSV columns)', async () => {
    // Keeps the BOM, which Response.text() would drop.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await fetch(`${server.url}${API.simulators}?format=csv`)).arrayBuffer(),
    );
    expect(text).toBe(simulatorsToCsv(all));
  });

  it('exports what the home URL shows: its filters, escaped cells', async () => {
    const res = await fetch(`${server.url}${API.simulators}?format=csv&${homeQuery('', { programmingLanguages: ['C++'] })}`);
    const text = await res.text();
    const ids = [...text.matchAll(/\r\n"(\d+)",/g)].map((match) => Number(match[1]));
    const expected = filterSimulators(all, '', toFilterState({ programmingLanguages: ['C++'] })).map((s) => s.id);
    expect(ids).toEqual(expected);
    expect(ids).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"Line one\nline ""two"", with comma"');
    expect(text).toContain('"Python; C++"');
  });
});

describe('GET /api/simulators?format=json and filter keys', () => {
  it('streams the matching simulators as JSON, equal to core filterSimulators over the whole list', async () => {
    const query = homeQuery('bulk 1', { programmingLanguages: ['Julia'] });
    const res = await fetch(`${server.url}${API.simulators}?format=json&${query}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Simulator.array().parse(await res.json());
    const expected = filterSimulators(all, 'bulk 1', toFilterState({ programmingLanguages: ['Julia'] }));
    expect(body).toEqual(expected);
    expect(body.length).toBeGreaterThan(10);
  });

  it('a filter alone (no format) answers JSON, in the home page order (latest release first)', async () => {
    const res = await fetch(`${server.url}${API.simulators}?${homeQuery('', { sort: 'latest-release', programmingLanguages: ['C++'] })}`);
    const body = Simulator.array().parse(await res.json());
    expect(body.map((s) => s.lastReleaseDate)).toEqual(['2025-06-01', '2024-10-15', '2024-10-15']);
  });

  it('an empty selection is an empty list', async () => {
    const res = await fetch(`${server.url}${API.simulators}?format=json&q=nothing-matches-this`);
    expect(await res.json()).toEqual([]);
  });

  it('an unknown format is a 400 in the one error shape', async () => {
    const res = await fetch(`${server.url}${API.simulators}?format=xlsx`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('validation_failed');
  });
});

/** A write from outside the app, as another server process would make it. */
async function sql(text: string): Promise<void> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const exportOf = (query: string, etag?: string) =>
  fetch(`${server.url}${API.simulators}?${query}`, { headers: etag ? { 'If-None-Match': etag } : {} });

describe('ETag of the exports', () => {
  it.each([['format=csv'], ['format=json'], [`format=csv&${homeQuery('', { programmingLanguages: ['C++'] })}`]])(
    '%s revalidates: the same contents answer 304 with no body',
    async (query) => {
      const first = await exportOf(query);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await exportOf(query, etag ?? undefined);
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    },
  );

  it('another format or selection has another ETag', async () => {
    const tags = await Promise.all(
      ['format=csv', 'format=json', `format=csv&${homeQuery('', { programmingLanguages: ['C++'] })}`].map(async (query) =>
        (await exportOf(query)).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('an update or a delete anywhere in the table changes the ETag, so the old copy gets the new body', async () => {
    const before = (await exportOf('format=csv')).headers.get('etag') ?? '';
    await sql(`UPDATE simulators SET short_description = 'Changed after the first export.' WHERE name = 'Bulk 3'`);
    const afterUpdate = await exportOf('format=csv', before);
    expect(afterUpdate.status).toBe(200);
    expect(await afterUpdate.text()).toContain('Changed after the first export.');
    const updated = afterUpdate.headers.get('etag') ?? '';
    expect(updated).not.toBe(before);

    await sql(`DELETE FROM simulators WHERE name = 'Bulk 4'`);
    const afterDelete = await exportOf('format=csv', updated);
    expect(afterDelete.status).toBe(200);
    expect(await afterDelete.text()).not.toContain('"Bulk 4"');
    expect(afterDelete.headers.get('etag')).not.toBe(updated);
  });
});
