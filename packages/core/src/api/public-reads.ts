import { z } from 'zod';
import { CapabilityVocabulary } from '../capabilities/schemas';
import { CODEMETA_MEDIA_TYPE, CodeMetaDocument, SIMULATOR_CODEMETA_PATH } from '../citation/codemeta-document';
import { Job } from '../schemas/job';
import { Simulator } from '../schemas/simulator';
import { Technology } from '../schemas/technology';
import { IdParams } from './ids';
import { JobFilterOptions, JobsQuery } from './jobs-query';
import { SimulatorExportQuery } from '../openapi/simulator-list-query';
import { endpoint, type Endpoint } from './endpoint';
import { SYNC_ENDPOINT, SYNC_LISTINGS_ENDPOINT } from './sync-endpoint';

export * from './sync-endpoint';

/** What anyone may read: the directory's lists and records, the job board, and the sync the offline cache pulls. */
export const PUBLIC_READS = {
  /**
   * Without a query, the whole list (cached, gzip). With `format` or any home filter key, the matching rows in
   * the home page's order, streamed as JSON or as CSV (`format=csv`, a download).
   */
  listSimulators: endpoint({
    method: 'GET',
    path: '/api/simulators',
    query: SimulatorExportQuery,
    response: z.array(Simulator),
    otherMediaTypes: ['text/csv'],
    errors: ['validation_failed'],
  }),
  getSimulator: endpoint({
    method: 'GET',
    path: '/api/simulators/:id',
    params: IdParams,
    response: Simulator,
    errors: ['validation_failed', 'not_found'],
  }),
  /**
   * The simulator as a CodeMeta 3.0 document (core's toCodeMeta), for software catalogues and archives that read
   * CodeMeta. Served as JSON-LD ('application/ld+json'), which it is; a JSON client reads it as JSON all the same.
   */
  getSimulatorCodeMeta: endpoint({
    method: 'GET',
    path: SIMULATOR_CODEMETA_PATH,
    params: IdParams,
    response: CodeMetaDocument,
    mediaType: CODEMETA_MEDIA_TYPE,
    errors: ['validation_failed', 'not_found'],
  }),
  listJobs: endpoint({
    method: 'GET',
    path: '/api/jobs',
    query: JobsQuery,
    response: z.array(Job),
    errors: ['validation_failed'],
  }),
  getJobFilterOptions: endpoint({
    method: 'GET',
    path: '/api/jobs/filters/options',
    response: JobFilterOptions,
    errors: [],
  }),
  getJob: endpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    params: IdParams,
    response: Job,
    errors: ['validation_failed', 'not_found'],
  }),
  listTechnologies: endpoint({
    method: 'GET',
    path: '/api/technologies',
    response: z.array(Technology),
    errors: [],
  }),
  getTechnology: endpoint({
    method: 'GET',
    path: '/api/technologies/:id',
    params: IdParams,
    response: Technology,
    errors: ['validation_failed', 'not_found'],
  }),
  /**
   * The capability vocabulary (core's capabilities/): its version, and its facets with their terms. Tools' terms
   * (Simulator.capabilities) are ids of these, and ?capability= of listSimulators takes them.
   */
  getCapabilities: endpoint({
    method: 'GET',
    path: '/api/capabilities',
    response: CapabilityVocabulary,
    errors: [],
  }),
  sync: SYNC_ENDPOINT,
  syncListings: SYNC_LISTINGS_ENDPOINT,
} as const satisfies Record<string, Endpoint>;
