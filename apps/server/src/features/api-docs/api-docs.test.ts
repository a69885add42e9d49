import { Validator } from '@seriousme/openapi-schema-validator';
import { API, CONTRACT, CONTENT_SECURITY_POLICY, ENDPOINT_NAMES, openApiPath, type Endpoint, type OpenApiDocument } from '@rsd/core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
});
afterAll(() => server?.close());

/** Validates a body against the schema the served document gives for (path, method, status). */
function documentedSchemaCheck(path: string, method: string, status: string) {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  const response = operation.responses[status] ?? operation.responses.default;
  if (!response) throw new Error(`${method} ${path} documents no ${status}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(response.content['application/json'].schema);
}

/** A real answer of the running server and whether it matches its documented schema. */
async function checkAnswer(entry: Endpoint, url: string) {
  const res = await fetch(server.url + url);
  const body: unknown = await res.json();
  const validate = documentedSchemaCheck(openApiPath(entry.path), entry.method.toLowerCase(), String(res.status));
  return { status: res.status, body, valid: validate(body), errors: validate.errors };
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
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
    listJobs: `${API.jobs}?sort=salary_desc&locationType=remote`,
    getJobFilterOptions: API.jobFilterOptions,
    getJob: API.job(ids.job),
    listTechnologies: API.technologies,
    getTechnology: API.technology(ids.technology),
    sync: `${API.sync}?since=0`,
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
    const validate = documentedSchemaCheck(openApiPath(CONTRACT.getSimulator.path), 'get', '200');
    expect(validate({ id: 'one', name: 3 })).toBe(false);
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

  it.each(['index.html', 'README.md', 'package.json', 'swagger-ui-bundle.js.map', 'swagger-ui.js', 'swagger-initializer.js', 'oauth2-redirect.html', '../package.json'])(
    'serves none of the package\'s other files: %s',
    async (file) => {
      const res = await fetch(`${server.url}/api/docs/${file}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );
});
