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
  evidence: ['sample/simulator@0123456789:README.md (a note)', 'sample/simulator tag v1.0 (2025-01-01)', 'A source named in words'],
  factsVerifiedOn: '2025-01-01',
  detailedCapabilities: null,
  learningResources: null,
  repository: null,
  capabilities: [],
  version: 1,
};
const sample = (overrides: Partial<Simulator>): Simulator => ({ ...FULL, ...overrides });

/**
 * Rows that between them reach every state of the page's first frame (each freshness tone, a licence or none,
 * links or none, filled and empty sections), so the build inlines every rule a server-drawn page can use.
 */
const SAMPLES: Simulator[] = [
  sample({ lastReleaseDate: isoToday() }),
  sample({
    lastReleaseDate: yearsAgo(1),
    licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html',
    // Harvested facts, archived: the warning under the header and the sidebar's "From the Repository" lines.
    repository: {
      latestRelease: { version: '1.1', date: yearsAgo(1), url: 'https://example.org/source/releases/1.1' },
      lastCommitAt: '2025-01-01T00:00:00.000Z',
      archived: true,
      stars: 10,
      forks: 2,
      openIssues: 1,
      commitsLastYear: 12,
      license: 'GPL-3.0',
      harvestedAt: '2025-01-02T00:00:00.000Z',
    },
  }),
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
    evidence: [],
    factsVerifiedOn: null,
  }),
];

/** The markup of every sample page, one after the other: what the build's critical-style pass reads (vite/prerender-shell.ts). */
export function renderSimulatorStyleSamples(): string {
  return SAMPLES.map(renderSimulatorPage).join('');
}
