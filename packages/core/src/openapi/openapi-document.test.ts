import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, CONTRACT, ENDPOINT_NAMES, type Endpoint } from '../api/contract';
import { ERROR_CODES, type ErrorCode } from '../api/error-body';
import { ERROR_STATUS } from './error-status';
import { openApiDocument, openApiPath, type OpenApiOperation } from './openapi-document';

const document = openApiDocument({ version: '9.9.9', sessionCookie: 'rsd_session' });
const entries = ENDPOINT_NAMES.map((name) => [name, CONTRACT[name] as Endpoint] as const);
const operationOf = (entry: Endpoint): OpenApiOperation | undefined =>
  document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
const statusOf = (code: ErrorCode) => String(ERROR_STATUS[code]);
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Subscribe is the one entry with a failure body of its own (see the components test). */
const errorBodyRef = (entry: Endpoint) => `#/components/schemas/${entry.errorBody ? 'SubscribeErrorBody' : 'ErrorBody'}`;

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 in the JSON Schema 2020-12 dialect', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.info.version).toBe('9.9.9');
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rsd_session' });
  });

  it('gives every error code a failure status', () => {
    expect(ERROR_CODES.filter((code) => !(ERROR_STATUS[code] >= 400 && ERROR_STATUS[code] < 600))).toEqual([]);
  });

  it.each(entries)('describes %s under its method and path', (name, entry) => {
    const operation = operationOf(entry);
    expect(operation, `${entry.method} ${entry.path}`).toBeDefined();
    expect(operation?.operationId).toBe(name);
  });

  it.each(entries)('gives %s its request and response schemas', (_name, entry) => {
    const operation = operationOf(entry);
    const success = operation?.responses[String(entry.status ?? 200)];
    expect(isSchema(success?.content[entry.mediaType ?? 'application/json']?.schema)).toBe(true);
    expect(operation?.responses.default?.content['application/json']?.schema).toEqual({ $ref: errorBodyRef(entry) });
    expect(isSchema(operation?.requestBody?.content['application/json'].schema)).toBe(entry.body !== undefined);
    const pathNames = [...entry.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
    const pathParameters = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
    expect(pathParameters.map((parameter) => parameter.name).toSorted()).toEqual(pathNames.toSorted());
    expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
    expect(operation?.security).toEqual((entry.access ?? 'public') === 'public' ? [] : [{ session: [] }]);
  });

  it.each(entries)('lists each error code of %s under its status, with the failure body', (_name, entry) => {
    const responses = operationOf(entry)?.responses ?? {};
    const codes = [...entry.errors, ...COMMON_ERROR_CODES];
    expect(codes.filter((code) => !responses[statusOf(code)]?.description.includes(`\`${code}\``))).toEqual([]);
    for (const code of codes) expect(responses[statusOf(code)]?.content['application/json']?.schema).toEqual({ $ref: errorBodyRef(entry) });
  });

  it('describes each failure body once, as a component', () => {
    expect(Object.keys(document.components.schemas).toSorted()).toEqual(['ErrorBody', 'SubscribeErrorBody']);
    expect(document.components.schemas.SubscribeErrorBody).toMatchObject({
      required: expect.arrayContaining(['success', 'message', 'error']),
    });
  });

  it('has one operation per contract entry and none besides', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = entries.map(([, entry]) => `${entry.method} ${openApiPath(entry.path)}`);
    expect(documented.toSorted()).toEqual(contracted.toSorted());
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.toSorted()).toEqual([...ENDPOINT_NAMES].toSorted());
  });

  it('documents the CodeMeta document as JSON-LD, its one media type', () => {
    const content = document.paths['/api/simulators/{id}/codemeta.json']?.get?.responses['200']?.content ?? {};
    expect(Object.keys(content)).toEqual(['application/ld+json']);
    expect(content['application/ld+json']?.schema).toMatchObject({ required: expect.arrayContaining(['@context', '@type', 'name']) });
  });

  it('documents the export formats of the simulator list', () => {
    const list = document.paths['/api/simulators']?.get;
    expect(list?.parameters?.find((parameter) => parameter.name === 'format')?.schema).toMatchObject({ enum: ['json', 'csv'] });
    expect(list?.responses['200']?.content['text/csv']).toBeDefined();
  });
});
