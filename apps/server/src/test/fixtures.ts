import type { JobInput, SimulatorInput, TechnologyInput } from '@rsd/core';
import type { SeedJob } from '../db/seed/data/seed-shapes';
import type { SeedData } from '../db/seed/seed';

export function simulatorInput(overrides: Partial<SimulatorInput> = {}): SimulatorInput {
  return {
    name: 'OPM Flow',
    fullName: 'Open Porous Media Flow',
    shortDescription: 'Fully implicit black-oil reservoir simulator.',
    description: 'A reservoir simulator for black-oil and compositional models, developed in the open.',
    website: 'https://opm-project.org',
    sourceCodeRepository: 'https://github.com/OPM/opm-simulators',
    licenseType: 'GPL-3.0',
    licenseUrl: null,
    programmingLanguages: ['C++'],
    applicationAreas: ['Reservoir simulation', 'CO2 storage'],
    keyFeatures: ['Black-oil', 'Parallel'],
    strengths: ['Industry input decks'],
    developmentStatus: 'Actively Maintained',
    lastReleaseVersion: '2024.10',
    lastReleaseDate: '2024-10-15',
    organizations: ['SINTEF', { name: 'Equinor', role: 'Sponsor', url: 'https://equinor.com' }],
    relevantOrganizations: [{ name: 'OPM Initiative' }],
    benchmark_studies: [
      {
        benchmark_name: 'SPE1',
        description: 'Gas injection',
        publication_or_report_url: null,
        dataset_url: null,
        source_url: null,
      },
    ],
    detailedCapabilities: { physics_and_models: [{ capability_name: 'Black-oil', description: 'Three phases' }] },
    learningResources: '{"official_documentation":[{"title":"Manual","url":"https://opm-project.org/manual"}]}',
    evidence: [],
    factsVerifiedOn: null,
    ...overrides,
  };
}

export function technologyInput(overrides: Partial<TechnologyInput> = {}): TechnologyInput {
  return {
    name: 'Fibre-optic flow monitoring',
    shortName: 'DAS',
    vendorName: 'Example Sensors',
    vendorLogo: null,
    overview: 'Distributed acoustic sensing along the wellbore.',
    readinessLevel: 'deployment',
    challenge: 'Zonal flow is hard to measure.',
    solution: 'Listen to the well along its whole length.',
    videoUrl: null,
    benefits: 'Continuous data\nNo intervention',
    limitations: 'Large data volumes',
    specifications: { 'Sampling rate': '10 kHz' },
    deploymentCount: 2,
    deployedCompanies: ['Example Energy', 'Sample Oil'],
    deployedYears: [2021, '2023'],
    costImpact: 6,
    productionImpact: 7.5,
    timeImpact: 4,
    category: 'reservoir_monitoring',
    subcategory: null,
    contactName: 'Sample Contact',
    contactEmail: 'contact@example.com',
    contactPhone: null,
    source: 'Sample data for demonstration',
    ...overrides,
  };
}

export function seedJob(overrides: Partial<SeedJob> = {}): SeedJob {
  return {
    title: 'Reservoir Engineer',
    company: 'Example Energy',
    location: 'Houston, TX',
    locationType: 'onsite',
    jobType: 'full-time',
    experienceLevel: 'mid',
    salaryMin: 100_000,
    salaryMax: 140_000,
    salaryCurrency: 'USD',
    tags: ['simulation', 'history matching'],
    isFeatured: false,
    description: 'Build and history-match full-field models.',
    requirements: 'BSc in petroleum engineering',
    responsibilities: 'Model maintenance',
    applicationUrl: 'https://example.com/apply',
    applicationEmail: null,
    contactName: null,
    contactEmail: null,
    source: 'Sample data',
    sourceUrl: 'https://example.com',
    postedDaysAgo: 3,
    expiresInDays: 30,
    ...overrides,
  };
}

/** A job as a writer sends it (POST /api/jobs), posted now and open for 30 days. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  const { postedDaysAgo: _posted, expiresInDays: _expires, ...fields } = seedJob();
  const now = Date.now();
  return {
    ...fields,
    postedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 30 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** A small, varied data set for tests: 3 simulators, 2 technologies, 4 jobs (one expired, one unpaid). */
export const fixtureSeed: SeedData = {
  simulators: [
    simulatorInput(),
    simulatorInput({ name: 'MRST', fullName: 'MATLAB Reservoir Simulation Toolbox', programmingLanguages: ['MATLAB'] }),
    simulatorInput({ name: 'DuMux', fullName: 'DUNE for Multi-{Phase, Component, Scale, Physics, ...} flow', detailedCapabilities: null }),
  ],
  technologies: [technologyInput(), technologyInput({ name: 'Smart completions', readinessLevel: 'mature', category: 'well_completion' })],
  jobs: [
    seedJob(),
    seedJob({
      title: 'Senior Simulation Engineer',
      locationType: 'remote',
      experienceLevel: 'senior',
      salaryMin: 150_000,
      salaryMax: 190_000,
      isFeatured: true,
      postedDaysAgo: 10,
    }),
    seedJob({
      title: 'Geomodelling Intern',
      locationType: 'hybrid',
      jobType: 'internship',
      experienceLevel: 'entry',
      salaryMin: null,
      salaryMax: null,
      postedDaysAgo: 1,
    }),
    seedJob({
      title: 'Contract Reservoir Engineer',
      jobType: 'contract',
      experienceLevel: 'lead',
      salaryMin: 90_000,
      salaryMax: null,
      postedDaysAgo: 40,
      expiresInDays: -5,
    }),
  ],
};

/** A valid POST /api/submit-tool body, as the form sends it. */
export function toolSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'PoroFlow',
    fullName: 'PoroFlow Coupled Flow and Geomechanics Simulator',
    shortDescription: 'Coupled poroelastic flow for reservoir studies.',
    description: 'An open-source simulator for coupled flow and geomechanics in porous media.',
    website: 'https://poroflow.example.org',
    sourceCodeRepository: 'https://github.com/example/poroflow',
    licenseType: 'MIT',
    programmingLanguages: 'C++, Python',
    benchmark_studies: '[{"benchmark_name":"SPE10","description":"Upscaling benchmark"}]',
    submitterName: 'Ada Lovelace',
    submitterEmail: 'ada@example.org',
    submitterOrganization: 'Analytical Engines Ltd',
    ...overrides,
  };
}
