import type { Simulator } from '../schemas/simulator';

/** A complete simulator row for tests; override only what a case is about. */
export const makeSimulator = (overrides: Partial<Simulator> = {}): Simulator => ({
  id: 1,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  shortDescription: 'Fully implicit black-oil simulator',
  description: 'A reservoir simulator from the OPM initiative.',
  website: 'https://opm-project.org',
  sourceCodeRepository: 'https://github.com/OPM/opm-simulators',
  licenseType: 'GPL-3.0',
  licenseUrl: null,
  programmingLanguages: ['C++ (core)', 'Python'],
  applicationAreas: ['Black oil', 'CO2 storage', 'EOR'],
  keyFeatures: ['Parallel', 'ECLIPSE input'],
  strengths: [],
  developmentStatus: 'Actively Maintained',
  lastReleaseVersion: '2024.04',
  lastReleaseDate: '2024-04-30',
  updatedAt: '2024-05-02T12:00:00.000Z',
  organizations: [],
  relevantOrganizations: ['Equinor', 'SINTEF Digital (Norway)'],
  benchmark_studies: [],
  detailedCapabilities: null,
  learningResources: null,
  version: 1,
  ...overrides,
});
