import { deepFreeze } from '../shared/freeze';
import { warn } from '../shared/log';
import type { NormalizedCapabilities } from './normalized-shapes';
import { asArray, asText, isPlainObject, pickOptionalText, pickText, pickValue, readJsonish, type PlainObject } from '../shared/read';

const emptyCapabilities = (): NormalizedCapabilities => ({
  physics: [],
  numericalMethods: [],
  interoperability: { inputFormats: [], outputFormats: [], apiIntegrations: [], toolIntegration: [] },
  hpcPerformance: { parallelization: [], scalability: '', benchmarks: [] },
});

/** Read-only; normalizeCapabilities returns fresh objects, never this one. */
export const EMPTY_CAPABILITIES: NormalizedCapabilities = deepFreeze(emptyCapabilities());

/**
 * Maps a list whose entries are plain strings (older shape) or objects (either shape) and drops
 * entries that end up without their identifying text.
 */
const mapEntries = <T>(
  value: unknown,
  fromText: (text: string) => T,
  fromObject: (obj: PlainObject) => T,
  identity: (item: T) => string,
): T[] =>
  asArray(value).flatMap((entry) => {
    let item: T | null = null;
    if (typeof entry === 'string' && entry.trim() !== '') item = fromText(entry.trim());
    else if (isPlainObject(entry)) item = fromObject(entry);
    return item !== null && identity(item) !== '' ? [item] : [];
  });

const textList = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  return asArray(value)
    .map(asText)
    .filter((text) => text !== '');
};

const readPhysics = (value: unknown) =>
  mapEntries(
    value,
    (name) => ({ name, description: '' }),
    (o) => ({ name: pickText(o, 'capability_name', 'name'), description: pickText(o, 'description') }),
    (p) => p.name,
  );

/** An older plain-string entry names a method family with no listed methods. */
const readNumerical = (value: unknown) =>
  mapEntries(
    value,
    (type) => ({ type, methods: [] as string[] }),
    (o) => ({ type: pickText(o, 'scheme_type', 'type', 'name'), methods: textList(pickValue(o, 'methods_used', 'methods')) }),
    (m) => m.type,
  );

const readFormats = (value: unknown) =>
  mapEntries(
    value,
    (name) => ({ name, details: '' }),
    (o) => ({ name: pickText(o, 'format_name', 'name'), details: pickText(o, 'details', 'description') }),
    (f) => f.name,
  );

const readApis = (value: unknown) =>
  mapEntries(
    value,
    (type) => ({ type, details: '', documentationUrl: null as string | null }),
    (o) => ({
      type: pickText(o, 'api_type', 'type', 'name'),
      details: pickText(o, 'details', 'description'),
      documentationUrl: pickOptionalText(o, 'documentation_url', 'documentationUrl', 'url'),
    }),
    (a) => a.type,
  );

const readTools = (value: unknown) =>
  mapEntries(
    value,
    (name) => ({ name, type: '', details: '' }),
    (o) => ({
      name: pickText(o, 'tool_name', 'name'),
      type: pickText(o, 'tool_type', 'type'),
      details: pickText(o, 'integration_details', 'details', 'description'),
    }),
    (t) => t.name,
  );

const readParallelization = (value: unknown) =>
  mapEntries(
    value,
    (type) => ({ type, details: '' }),
    (o) => ({ type: pickText(o, 'type', 'name'), details: pickText(o, 'details', 'description') }),
    (p) => p.type,
  );

const readBenchmarks = (value: unknown) =>
  mapEntries(
    value,
    (name) => ({ name, url: null as string | null }),
    (o) => ({ name: pickText(o, 'benchmark_name', 'name'), url: pickOptionalText(o, 'url') }),
    (b) => b.name,
  );

/** scalability_info is { value } in the new shape; plain text is accepted too. */
const readScalability = (value: unknown): string => (isPlainObject(value) ? pickText(value, 'value') : asText(value));

const fromObject = (o: PlainObject): NormalizedCapabilities => {
  const interop = isPlainObject(o.interoperability) ? o.interoperability : {};
  const hpcRaw = pickValue(o, 'hpc_and_performance', 'hpcPerformance');
  const hpc = isPlainObject(hpcRaw) ? hpcRaw : {};
  return {
    physics: readPhysics(pickValue(o, 'physics_and_models', 'physics')),
    numericalMethods: readNumerical(pickValue(o, 'numerical_schemes', 'numericalMethods')),
    interoperability: {
      inputFormats: readFormats(pickValue(interop, 'supported_input_formats', 'inputFormats')),
      outputFormats: readFormats(pickValue(interop, 'supported_output_formats', 'outputFormats')),
      apiIntegrations: readApis(pickValue(interop, 'api_integrations', 'apiIntegrations')),
      toolIntegration: readTools(pickValue(interop, 'external_tool_compatibility', 'toolIntegration')),
    },
    hpcPerformance: {
      parallelization: readParallelization(pickValue(hpc, 'parallelization_approaches', 'parallelization')),
      scalability: readScalability(pickValue(hpc, 'scalability_info', 'scalability')),
      benchmarks: readBenchmarks(pickValue(hpc, 'performance_benchmarks_available', 'benchmarks')),
    },
  };
};

/**
 * detailedCapabilities (JSON text or object; new shape, older flat shape, or the normalised shape
 * itself) to the one shape screens read. Never throws: unreadable input gives empty lists and a
 * console warning.
 */
export const normalizeCapabilities = (raw: unknown): NormalizedCapabilities => {
  const read = readJsonish(raw);
  if (read.kind === 'empty') return emptyCapabilities();
  if (read.kind === 'invalid') {
    warn('detailedCapabilities is not valid JSON; showing no capabilities.', read.reason);
    return emptyCapabilities();
  }
  if (read.value === null) return emptyCapabilities();
  if (!isPlainObject(read.value)) {
    warn('detailedCapabilities is not an object; showing no capabilities.');
    return emptyCapabilities();
  }
  return fromObject(read.value);
};
