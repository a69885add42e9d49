import { isoToday, type Simulator } from '@rsd/core';
import { renderSimulatorPage } from './render-simulator-page';

/** A date a little over `years` before today: a release that old gives the freshness tag its tone. */
const yearsAgo = (years: number) => isoToday(new Date(Date.now() - years * 366 * 86_400_000));

/** A full row: every part of the page's first frame has something to show. */
const FULL: Simulator = {
  id: 1,
  name: 'Sample simulator',
  fullName: 'Sample Reservoir Simulator',
  shortDescription: 'A reservoir simulator.',
  description: 'A reservoir simulator, drawn at build time for its styles only.',
  website: 'https://example.org',
  sourceCodeRepository: 'https://example.org/source',
  licenseType: 'GPL-3.0',
  licenseUrl: null,
  programmingLanguages: ['C++', 'Python'],
  applicationAreas: ['Black oil', 'CO2 storage'],
  keyFeatures: ['Parallel'],
  strengths: [],
  developmentStatus: 'Actively Maintained',
  lastReleaseVersion: '1.0',
  lastReleaseDate: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  organizations: [{ name: 'Sample lab', role: 'Developer', url: 'https://example.org/lab' }, 'Sample company'],
  relevantOrganizations: ['Sample operator'],
  benchmark_studies: [],
  detailedCapabilities: null,
  learningResources: null,
  version: 1,
};
const sample = (overrides: Partial<Simulator>): Simulator => ({ ...FULL, ...overrides });

/**
 * Rows that between them reach every state of the page's first frame (each freshness tone, a licence or none,
 * links or none, filled and empty sections), so the build inlines every rule a server-drawn page can use.
 */
const SAMPLES: Simulator[] = [
  sample({ lastReleaseDate: isoToday() }),
  sample({ lastReleaseDate: yearsAgo(1), licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html' }),
  sample({
    lastReleaseDate: yearsAgo(5),
    licenseType: null,
    website: '',
    sourceCodeRepository: null,
    applicationAreas: [],
    keyFeatures: [],
    programmingLanguages: [],
    organizations: [],
    relevantOrganizations: [],
  }),
];

/** The markup of every sample page, one after the other: what the build's critical-style pass reads (vite/prerender-shell.ts). */
export function renderSimulatorStyleSamples(): string {
  return SAMPLES.map(renderSimulatorPage).join('');
}
