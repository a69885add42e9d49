import { z } from 'zod';
import { CONTRACT, COMMON_ERROR_CODES, ENDPOINT_NAMES, type Endpoint } from '../api/contract';
import { ErrorBody } from '../api/error-body';
import { errorResponses } from './error-responses';

/** A JSON Schema as zod emits it (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  /** Keyed by media type: 'application/json', or a success's own JSON type (Endpoint `mediaType`) and its others. */
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
  /** The session scheme on a guarded operation; empty on a public one, which needs no credentials. */
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>;
  };
}

export interface OpenApiOptions {
  /** The API's version (the server's package version). */
  version: string;
  /** The cookie that carries a session, for the endpoints that need one. */
  sessionCookie: string;
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const SESSION_SCHEME = 'session';
/**
 * The component of an entry's failure body: ErrorBody, shared by every entry that does not declare its own
 * (`errorBody`), else one named after the entry ('subscribe' -> 'SubscribeErrorBody').
 */
const errorBodyComponent = (name: string, entry: Endpoint) =>
  entry.errorBody ? `${name.charAt(0).toUpperCase()}${name.slice(1)}ErrorBody` : 'ErrorBody';

/**
 * A zod schema as JSON Schema, without `$schema` (the document names the dialect once). Requests are described
 * by what a caller sends (`input`), answers by what the server sends (`output`); what JSON cannot say (a
 * transform's function) becomes `{}`, "anything".
 */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/** '/api/simulators/:id' -> '/api/simulators/{id}', OpenAPI's template form. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The parameters of an object schema, one per property, each with its own schema. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const description = typeof property.description === 'string' ? property.description : undefined;
    return { name, in: where, required: where === 'path' || required.has(name), schema: property, ...(description ? { description } : {}) };
  });
}

/** The first segment after /api: how the reference groups its operations. */
const tagOf = (path: string) => path.split('/')[2] ?? 'api';

const ACCESS_TEXT = {
  public: 'Anyone may call it.',
  session: 'Needs a signed-in session.',
  admin: 'Needs an administrator’s session.',
} as const;

function operation(name: string, entry: Endpoint): OpenApiOperation {
  const access = entry.access ?? 'public';
  const errorBodyRef = `#/components/schemas/${errorBodyComponent(name, entry)}`;
  const parameters = [...parametersOf(entry.params, 'path'), ...parametersOf(entry.query, 'query')];
  const notes = [
    ACCESS_TEXT[access],
    entry.idempotent ? 'Accepts an `Idempotency-Key` header: a repeat answers the first success.' : '',
    entry.rateLimit ? 'Limited per client address (429 `rate_limited` with `Retry-After`).' : '',
  ].filter((note) => note !== '');
  return {
    operationId: name,
    summary: `${entry.method} ${entry.path}`,
    description: notes.join(' '),
    tags: [tagOf(entry.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(entry.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(entry.body, 'input') } } } }
      : {}),
    responses: {
      [String(entry.status ?? 200)]: {
        description: 'Success',
        content: {
          [entry.mediaType ?? 'application/json']: { schema: jsonSchema(entry.response, 'output') },
          ...Object.fromEntries((entry.otherMediaTypes ?? []).map((type) => [type, { schema: { type: 'string' } }])),
        },
      },
      ...errorResponses([...entry.errors, ...COMMON_ERROR_CODES], errorBodyRef),
      default: {
        description: 'Any other failure status (e.g. 415 for a body in a charset the server does not read), in the same shape.',
        content: { 'application/json': { schema: { $ref: errorBodyRef } } },
      },
    },
    security: access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
  };
}

/**
 * The OpenAPI 3.1 document of the whole API, generated from CONTRACT: every entry is one operation, with its
 * parameters, body, success and failure schemas. Nothing is described twice, so it cannot drift from the code.
 */
export function openApiDocument({ version, sessionCookie }: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: OpenApiDocument['components']['schemas'] = { ErrorBody: jsonSchema(ErrorBody, 'output') };
  for (const name of ENDPOINT_NAMES) {
    const entry: Endpoint = CONTRACT[name];
    const path = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation(name, entry) };
    if (entry.errorBody) schemas[errorBodyComponent(name, entry)] = jsonSchema(entry.errorBody.schema, 'output');
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info: {
      title: 'Reservoir Simulation Directory API',
      version,
      description: 'The public directory of open-source reservoir simulators. Public reads allow cross-origin GET.',
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description: 'The signed-in session: an httpOnly cookie scoped to /api, set by POST /api/auth/login.',
        },
      },
    },
  };
}
