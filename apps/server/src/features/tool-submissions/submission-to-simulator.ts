import { DEFAULT_DEVELOPMENT_STATUS, SimulatorInput, type SimulatorSubmission } from '@rsd/core';

/**
 * The simulator an approved submission becomes: what the visitor sent, and nothing invented. Fields the form
 * does not ask for stay empty for the admin to fill in on the simulator's edit page.
 */
export const simulatorFromSubmission = (submission: SimulatorSubmission): SimulatorInput =>
  SimulatorInput.parse({
    name: submission.name,
    fullName: submission.fullName,
    shortDescription: submission.shortDescription,
    description: submission.description,
    website: submission.website,
    sourceCodeRepository: submission.sourceCodeRepository,
    licenseType: submission.licenseType,
    licenseUrl: null,
    programmingLanguages: submission.programmingLanguages,
    applicationAreas: submission.applicationAreas,
    keyFeatures: [],
    strengths: [],
    developmentStatus: DEFAULT_DEVELOPMENT_STATUS,
    lastReleaseVersion: null,
    lastReleaseDate: null,
    organizations: submission.submitterAffiliation ? [submission.submitterAffiliation] : [],
    relevantOrganizations: [],
    benchmark_studies: submission.benchmark_studies,
    detailedCapabilities: {},
    learningResources: {},
  });
