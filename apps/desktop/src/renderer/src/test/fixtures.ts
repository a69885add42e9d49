import { SYNC_PROTOCOL, type Simulator, type SyncResponse, type Technology } from '@rsd/core';

/** A complete simulator row; override only what a case is about. */
export function makeSimulator(overrides: Partial<Simulator> = {}): Simulator {
  return {
    id: 1,
    name: 'OPM Flow',
    fullName: 'Open Porous Media Flow',
    shortDescription: 'Fully implicit black-oil reservoir simulator.',
    description: 'A reservoir simulator from the Open Porous Media initiative.',
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
  };
}

export function makeTechnology(overrides: Partial<Technology> = {}): Technology {
  return {
    id: 1,
    name: 'Fibre-optic well monitoring',
    shortName: 'DAS',
    vendorName: 'Example Vendor',
    vendorLogo: null,
    overview: 'Sample technology.',
    readinessLevel: 'deployment',
    challenge: '',
    solution: '',
    videoUrl: null,
    benefits: '',
    limitations: '',
    specifications: null,
    deploymentCount: 0,
    deployedCompanies: [],
    deployedYears: [],
    costImpact: 5,
    productionImpact: 5,
    timeImpact: 5,
    category: 'monitoring',
    subcategory: null,
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    source: 'sample data',
    updatedAt: null,
    version: 1,
    ...overrides,
  };
}

/** The dataset id the fixtures' server answers with. */
export const TEST_DATASET = 'dataset-a';

/** One GET /api/sync page; empty unless the case fills it. */
export function makeSyncPage(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return {
    protocol: SYNC_PROTOCOL,
    dataset: TEST_DATASET,
    cursor: '0',
    hasMore: false,
    simulators: [],
    technologies: [],
    deleted: { simulators: [], technologies: [] },
    ...overrides,
  };
}
