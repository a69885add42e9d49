import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CODEMETA_CONTEXT, ErrorBody, toCodeMeta, Simulator, type SimulatorInput } from '@rsd/core';
import { API } from '@rsd/core/testing';
import jsonld from 'jsonld';
import type { JsonLdObj, RemoteDocument } from 'jsonld/jsonld-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSimulators } from '../../db/seed/data';
import { simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

/** The CodeMeta 3.0 context, stored beside the tests (see its README): expansion never reaches the network. */
const CONTEXT_FILE = path.join(import.meta.dirname, '../../test/codemeta/codemeta-3.0.jsonld');

const NO_LICENCE = 'No Licence Tool';
const PLAIN_ORGANISATIONS = 'Plain Organisations Tool';
const extraTools: SimulatorInput[] = [
  simulatorInput({ name: NO_LICENCE, licenseType: null, licenseUrl: null }),
  simulatorInput({
    name: PLAIN_ORGANISATIONS,
    organizations: ['SINTEF', 'NORCE (Norway)'],
    licenseType: 'Proprietary',
    licenseUrl: 'https://example.org/licence',
  }),
];

let server: TestServer;
let contextDocument: JsonLdObj;
beforeAll(async () => {
  contextDocument = JSON.parse(await readFile(CONTEXT_FILE, 'utf8')) as JsonLdObj;
  server = await startTestServer({ seed: { simulators: [...seedSimulators, ...extraTools], technologies: [], jobs: [] } });
});
afterAll(() => server?.close());

/** Serves the one context from disk and refuses every other address. */
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  if (url !== CODEMETA_CONTEXT) throw new Error(`The test may not load ${url}.`);
  return { documentUrl: url, document: contextDocument };
};

/** Every IRI here is http(s): schema.org's, CodeMeta's, a tool's own. A compact 'schema:x' left unexpanded is not. */
const ABSOLUTE_IRI = /^https?:\/\/[^\s/]+(\/\S*)?$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What did not survive expansion: a term the context does not define is dropped without a word, and a text where
 * the context wants an IRI (license, url) becomes a relative one. Walks the compact document beside its expansion:
 * every property must come back under an absolute IRI, with as many values as it went in with.
 */
async function expansionProblems(document: Record<string, unknown>): Promise<string[]> {
  const expanded = await jsonld.expand(document, { documentLoader });
  const problems: string[] = [];
  const visit = (compact: Record<string, unknown>, node: unknown, where: string) => {
    if (!isObject(node)) return void problems.push(`${where}: no node after expansion`);
    const terms = Object.keys(compact).filter((key) => !key.startsWith('@'));
    const iris = Object.keys(node).filter((key) => !key.startsWith('@'));
    if (iris.length !== terms.length) problems.push(`${where}: ${terms.length} terms went in, ${iris.length} came out`);
    for (const iri of iris) if (!ABSOLUTE_IRI.test(iri)) problems.push(`${where}: property ${iri} is no absolute IRI`);
    for (const type of (node['@type'] ?? []) as string[]) if (!ABSOLUTE_IRI.test(type)) problems.push(`${where}: type ${type}`);
    if (typeof node['@id'] === 'string' && !ABSOLUTE_IRI.test(node['@id'])) problems.push(`${where}: ${node['@id']} is no absolute IRI`);
    for (const term of terms) {
      const values = [compact[term]].flat();
      const iri = iris.find((candidate) => candidate.endsWith(`/${term}`));
      const out = iri === undefined ? [] : (node[iri] as unknown[]);
      if (out.length !== values.length) problems.push(`${where}.${term}: ${values.length} values went in, ${out.length} came out`);
      values.forEach((value, i) => {
        if (isObject(value)) visit(value, out[i], `${where}.${term}[${i}]`);
        else if (isObject(out[i]) && typeof out[i]['@id'] === 'string' && !ABSOLUTE_IRI.test(out[i]['@id']))
          problems.push(`${where}.${term}: ${out[i]['@id']} is no absolute IRI`);
      });
    }
  };
  if (expanded.length !== 1) return [`${expanded.length} nodes after expansion`];
  visit(document, expanded[0], 'document');
  return problems;
}

const idOf = async (name: string): Promise<number> =>
  (await server.pool.query<{ id: number }>('SELECT id FROM simulators WHERE name = $1', [name])).rows[0]!.id;
const recordOf = async (name: string) => Simulator.parse(await (await fetch(server.url + API.simulator(await idOf(name)))).json());
const codeMetaOf = async (name: string): Promise<unknown> => (await fetch(server.url + API.simulatorCodeMeta(await idOf(name)))).json();

describe('the expansion check', () => {
  // Without these, a check that let everything through would pass every tool below.
  it.each([
    ['a term the context does not define', { fullName: 'Open Porous Media Flow' }, /fullName: 1 values went in, 0 came out/],
    ['a licence text where the context wants an IRI', { license: 'Proprietary' }, /Proprietary is no absolute IRI/],
    [
      'an organisation with an undefined term',
      { producer: [{ '@type': 'Organization', name: 'X', role: 'Developer' }] },
      /producer\[0\]: 2 terms/,
    ],
  ])('finds %s', async (_case, extra, problem) => {
    const document = { '@context': CODEMETA_CONTEXT, '@type': 'SoftwareSourceCode', name: 'Tool', ...extra };
    expect((await expansionProblems(document)).join('\n')).toMatch(problem);
  });
});

describe('GET /api/simulators/:id/codemeta.json', () => {
  it('answers JSON-LD that expands against the CodeMeta 3.0 context with every term kept, for every seeded tool', async () => {
    const { rows } = await server.pool.query<{ id: number; name: string }>('SELECT id, name FROM simulators ORDER BY id');
    expect(rows.length).toBe(seedSimulators.length + extraTools.length);
    // By tool name, so a failure names the tool.
    const answers: Record<string, unknown> = {};
    for (const { id, name } of rows) {
      const res = await fetch(server.url + API.simulatorCodeMeta(id));
      const document = (await res.json()) as Record<string, unknown>;
      answers[name] = {
        status: res.status,
        type: res.headers.get('content-type'),
        context: document['@context'],
        name: document.name,
        problems: await expansionProblems(document),
      };
    }
    const expected = { status: 200, type: 'application/ld+json; charset=utf-8', context: 'https://w3id.org/codemeta/3.0', problems: [] };
    expect(answers).toEqual(Object.fromEntries(rows.map(({ name }) => [name, { ...expected, name }])));
  });

  it('is core toCodeMeta of the record, licence and organisations as the record has them', async () => {
    const bare = await codeMetaOf(NO_LICENCE);
    expect(bare).toEqual(toCodeMeta(await recordOf(NO_LICENCE)));
    expect(bare).not.toHaveProperty('license');

    const plain = await codeMetaOf(PLAIN_ORGANISATIONS);
    expect(plain).toEqual(toCodeMeta(await recordOf(PLAIN_ORGANISATIONS)));
    expect(plain).toMatchObject({
      producer: [
        { '@type': 'Organization', name: 'SINTEF' },
        { '@type': 'Organization', name: 'NORCE (Norway)' },
      ],
      license: { '@type': 'schema:CreativeWork', name: 'Proprietary', url: 'https://example.org/licence' },
    });

    const seeded = seedSimulators[0]!;
    expect(await codeMetaOf(seeded.name)).toMatchObject({ license: `https://spdx.org/licenses/${seeded.licenseType}` });
  });

  it('is a public read: cross-origin, revalidated by ETag', async () => {
    const url = server.url + API.simulatorCodeMeta(await idOf(NO_LICENCE));
    const first = await fetch(url, { headers: { Origin: 'https://elsewhere.example' } });
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(url, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it.each([
    ['an unknown id', '999999', 404, 'not_found'],
    ['a malformed id', '007', 400, 'validation_failed'],
  ])('answers %s (%s) with %i, in the error shape', async (_case, id, status, code) => {
    const res = await fetch(server.url + API.simulatorCodeMeta(id));
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ErrorBody.parse(await res.json()).error.code).toBe(code);
  });
});
