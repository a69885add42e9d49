import { z } from 'zod';
import { CAPABILITY_QUERY_KEY } from '../capabilities/filter-capabilities';
import { TermId } from '../capabilities/term-id';
import { FILTER_URL_KEYS } from '../filters/url-state';

/** What GET /api/simulators answers with: the JSON list (the default), or the same rows as CSV. */
export const SIMULATOR_LIST_FORMATS = ['json', 'csv'] as const;
export type SimulatorListFormat = (typeof SIMULATOR_LIST_FORMATS)[number];

/** A filter key of the home page's URL: one value, or the key repeated for several (?area=A&area=B). */
const filterValue = z.union([z.string(), z.array(z.string())]).optional();

const FILTER_DESCRIPTIONS: Record<keyof typeof FILTER_URL_KEYS, string> = {
  search: 'Search text, as typed in the home search box.',
  developmentStatus: 'A development status, e.g. "Actively Maintained".',
  applicationAreas: 'An application area; repeat the key for several (any of them matches).',
  programmingLanguages: 'A programming language; repeat the key for several.',
  licenseType: 'A licence; repeat the key for several.',
  organizations: 'An organization; repeat the key for several.',
  keyFeatures: 'A key feature; repeat the key for several.',
  recentRelease: '"2y": only tools released in the last 2 years.',
  sort: '"release": newest release first.',
};

/**
 * The query of GET /api/simulators: `format`, and the home page's filter keys exactly as its URL writes them,
 * so a home URL's query exports what the page shows. The server reads the filters with core's
 * filterStateFromSearchParams, the page's own rule; this schema only names and documents them.
 */
export const SimulatorExportQuery = z.object({
  format: z.enum(SIMULATOR_LIST_FORMATS).optional().describe('json (default) or csv (UTF-8 with BOM, one row per simulator).'),
  ...Object.fromEntries(
    Object.entries(FILTER_URL_KEYS).map(([filter, key]) => [
      key,
      filterValue.describe(FILTER_DESCRIPTIONS[filter as keyof typeof FILTER_URL_KEYS]),
    ]),
  ),
  cap: filterValue.describe(
    "Home's capability filter: a capability term id; repeat the key for several. Within a facet any of them matches (all of them for a facet named by capAll), across facets every facet must match; a term matches its narrower terms too, and ids the vocabulary lacks are ignored.",
  ),
  capAll: filterValue.describe('A capability facet id (e.g. "physics") whose cap terms must all match; repeat the key for several.'),
  [CAPABILITY_QUERY_KEY]: z
    .union([TermId, z.array(TermId)])
    .optional()
    .describe(
      'A capability term id (GET /api/capabilities); repeat the key for several: a tool must have all of them, a term matching its narrower terms too. An unknown id is a 400.',
    ),
});
export type SimulatorExportQuery = z.infer<typeof SimulatorExportQuery>;
