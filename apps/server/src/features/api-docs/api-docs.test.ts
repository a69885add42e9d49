import { BaseResolver, createConfig, lintFromString, type Source } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  CONTRACT,
  CONTENT_SECURITY_POLICY,
  ENDPOINT_NAMES,
  openApiPath,
  SYNC_PROTOCOL,
  type Endpoint,
  type EndpointName,
  type OpenApiDocument,
} from '@rsd/core';
import { API } from '@rsd/core/testing';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let served: string;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  served = await (await fetch(`${server.url}/api/openapi.json`)).text();
  document = JSON.parse(served) as OpenApiDocument;
});
afterAll(() => server?.close());

/** The document's operation for an entry. */
function operationOf(entry: Endpoint) {
  const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
  if (!operation) throw new Error(`${entry.method} ${entry.path} is not in the document`);
  return operation;
}

/** Validates a body against the schema the served document gives for (entry, status). */
function documentedSchemaCheck(entry: Endpoint, status: string) {
  const response = operationOf(entry).responses[status] ?? operationOf(entry).responses.default;
  if (!response) throw new Error(`${entry.method} ${entry.path} documents no ${status}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The document's components ride along, so that a '#/components/schemas/...' reference resolves as in the document.
  // A success comes in the entry's own JSON type where it declares one; a failure always in application/json.
  const mediaType = status.startsWith('2') ? (entry.mediaType ?? 'application/json') : 'application/json';
  const content = response.content[mediaType];
  if (!content) throw new Error(`${entry.method} ${entry.path} documents no ${mediaType} for ${status}`);
  return ajv.compile({ ...content.schema, components: document.components });
}

/** A real answer of the running server and whether it matches its documented schema. */
async function checkAnswer(entry: Endpoint, url: string) {
  const res = await fetch(server.url + url);
  const body: unknown = await res.json();
  const validate = documentedSchemaCheck(entry, String(res.status));
  return { status: res.status, body, valid: validate(body), errors: validate.errors };
}

/** Refuses every reference outside the document, so that linting never reaches the network or the disk. */
class OfflineResolver extends BaseResolver {
  override loadExternalRef(absoluteRef: string): Promise<Source> {
    return Promise.reject(new Error(`The document may not reference ${absoluteRef}.`));
  }
}

/** Redocly's recommended rules on a document, as "severity rule: message at pointer" lines. */
async function redoclyProblems(source: string, absoluteRef: string): Promise<string[]> {
  const config = await createConfig({
    extends: ['recommended'],
    // The project has declared no licence (no LICENSE, no package.json `license`), and the document must not invent one.
    rules: { 'info-license': 'off' },
  });
  const problems = await lintFromString({ source, absoluteRef, config, externalRefResolver: new OfflineResolver() });
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules with no error and no warning, offline", async () => {
    const remote = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await redoclyProblems(served, `${server.url}/api/openapi.json`)).toEqual([]);
      expect(remote).not.toHaveBeenCalled();
    } finally {
      remote.mockRestore();
    }
  });

  it('describes every entry of the contract, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${path}`),
    );
    const contract = ENDPOINT_NAMES.map((name) => `${name} ${CONTRACT[name].method} ${openApiPath(CONTRACT[name].path)}`);
    expect(documented.toSorted()).toEqual(contract.toSorted());
  });

  it('answers a revalidation with 304', async () => {
    const first = await fetch(`${server.url}/api/openapi.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.url}/api/openapi.json`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('real answers of every public read match the document', () => {
  const ids = { simulator: 1, job: 1, technology: 1 };
  const urls: Record<string, string> = {
    listSimulators: API.simulators,
    getSimulator: API.simulator(ids.simulator),
    getSimulatorCodeMeta: API.simulatorCodeMeta(ids.simulator),
    listJobs: `${API.jobs}?sort=salary_desc&locationType=remote`,
    getJobFilterOptions: API.jobFilterOptions,
    getJob: API.job(ids.job),
    listTechnologies: API.technologies,
    getCapabilities: API.capabilities,
    getTechnology: API.technology(ids.technology),
    sync: `${API.sync}?since=0`,
    syncListings: `${API.syncListings}?protocol=${SYNC_PROTOCOL}`,
  };
  const publicReads = ENDPOINT_NAMES.filter((name) => {
    const entry: Endpoint = CONTRACT[name];
    return entry.method === 'GET' && (entry.access ?? 'public') === 'public';
  });

  it('covers every public GET of the contract', () => {
    expect(publicReads.toSorted()).toEqual(Object.keys(urls).toSorted());
  });

  it.each(publicReads)('%s', async (name) => {
    const url = urls[name];
    if (!url) throw new Error(`no URL for ${name}`);
    const answer = await checkAnswer(CONTRACT[name], url);
    expect(answer.status).toBe(200);
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.valid).toBe(true);
  });

  it('a failure matches the documented error shape', async () => {
    const answer = await checkAnswer(CONTRACT.getSimulator, API.simulator(999_999));
    expect(answer.status).toBe(404);
    expect(answer.valid).toBe(true);
  });

  it('a body outside the documented schema is caught', () => {
    const validate = documentedSchemaCheck(CONTRACT.getSimulator, '200');
    expect(validate({ id: 'one', name: 3 })).toBe(false);
    expect(documentedSchemaCheck(CONTRACT.getSimulator, '404')({ error: { code: 'not_found' } })).toBe(false);
  });
});

describe('real failures come with the status the document lists their code under', () => {
  const json = { 'Content-Type': 'application/json' };
  const failures: [code: string, name: EndpointName, url: string, init?: RequestInit][] = [
    ['not_found', 'getJob', API.job(999_999)],
    ['validation_failed', 'getSimulator', API.simulator('one')],
    ['not_found', 'getSimulatorCodeMeta', API.simulatorCodeMeta(999_999)],
    ['validation_failed', 'getSimulatorCodeMeta', API.simulatorCodeMeta('007')],
    ['resync_required', 'sync', `${API.sync}?since=999999999999`],
    ['unauthorized', 'getAdminSummary', API.adminSummary],
    ['method_not_allowed', 'getJobFilterOptions', API.jobFilterOptions, { method: 'DELETE' }],
    ['validation_failed', 'listSimulators', `${API.simulators}?capability=warp-drive`],
    ['malformed_json', 'submitTool', API.submitTool, { method: 'POST', headers: json, body: '{' }],
    // Subscribe's own failure body (SubscribeErrorBody), not the shared one.
    ['validation_failed', 'subscribe', API.subscribe, { method: 'POST', headers: json, body: '{"email":"x"}' }],
  ];

  it.each(failures)('%s from %s', async (code, name, url, init) => {
    const entry: Endpoint = CONTRACT[name];
    const res = await fetch(server.url + url, init);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe(code);
    const response = operationOf(entry).responses[String(res.status)];
    expect(response?.description, `${entry.method} ${entry.path} lists ${code} under ${res.status}`).toContain(`\`${code}\``);
    const validate = documentedSchemaCheck(entry, String(res.status));
    const valid = validate(body);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files under the CSP, with no inline script', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')?.replace(/;\s*/g, '; ')).toBe(CONTENT_SECURITY_POLICY);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(content).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      const file = await fetch(server.url + src);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/javascript/);
    }
    const init = await (await fetch(`${server.url}/api/docs/init.js`)).text();
    expect(init).toContain('/api/openapi.json');
    expect((await fetch(`${server.url}/api/docs/swagger-ui.css`)).status).toBe(200);
  });

  it.each([
    'index.html',
    'README.md',
    'package.json',
    'swagger-ui-bundle.js.map',
    'swagger-ui.js',
    'swagger-initializer.js',
    'oauth2-redirect.html',
    '../package.json',
  ])("serves none of the package's other files: %s", async (file) => {
    const res = await fetch(`${server.url}/api/docs/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
