/**
 * The directory the search benches index: the seed's real tools, synthetic ones up to a size, technologies, jobs and
 * the learning pool core derives from the tools; and what a visitor types. Shared by search-index.ts (the engines
 * compared) and global-search.ts (the app's own index).
 */
import {
  SimulatorInput,
  deriveCapabilities,
  deriveLearningResources,
  jobDocument,
  learningDocument,
  simulatorDocument,
  technologyDocument,
  type Job,
  type LearningResource,
  type SearchDocument,
  type Simulator,
  type Technology,
} from '@rsd/core';
import { makeJob, makeTechnology } from '@rsd/core/testing';
import { directorySimulators } from '../../apps/server/src/db/seed/directory-seed';
import { seedJobs, seedTechnologies } from '../../apps/server/src/db/seed/data';
import { directorySimulator, syntheticJob, syntheticTechnology } from './synthetic-simulators';

/**
 * What a visitor types, key by key: tool names, a typo of one, words of a capability, an organisation, two-word
 * queries. Every prefix is a keystroke, so the one- and two-letter prefixes (the widest queries) count as well.
 */
export const QUERIES = [
  'dumux',
  'dumx',
  'geomech',
  'compositonal',
  'pflotan',
  'opm flow',
  'co2 storage',
  'stuttgart',
  'petrogrid 12',
  'hydrogen',
];

export interface Directory {
  simulators: Simulator[];
  technologies: Technology[];
  jobs: Job[];
  learning: LearningResource[];
}

/** The 65 real tools first (DuMux, PFLOTRAN, OPM Flow, MRST...), then synthetic ones up to `tools`. */
export function directory(tools: number): Directory {
  const inputs = directorySimulators.map((sim) => SimulatorInput.parse(sim));
  for (let n = inputs.length; n < tools; n++) inputs.push(directorySimulator(n));
  const simulators = inputs.map((input, i): Simulator => ({
    ...input,
    capabilities: deriveCapabilities(input.detailedCapabilities),
    id: i + 1,
    updatedAt: null,
    repository: null,
    version: i + 1,
  }));
  const extra = tools / 20;
  const technologies = [
    ...seedTechnologies.map((tech, i) => makeTechnology({ ...tech, id: i + 1 })),
    ...Array.from({ length: extra }, (_, n) => syntheticTechnology(seedTechnologies.length + n)),
  ];
  const jobs = [
    ...seedJobs.map(({ postedDaysAgo: _posted, expiresInDays: _expires, ...job }, i) => makeJob({ ...job, id: i + 1 })),
    ...Array.from({ length: extra }, (_, n) => syntheticJob(seedJobs.length + n)),
  ];
  return { simulators, technologies, jobs, learning: deriveLearningResources(simulators) };
}

export const documents = (dir: Directory): SearchDocument[] => [
  ...dir.simulators.map((sim) => simulatorDocument(sim)),
  ...dir.technologies.map(technologyDocument),
  ...dir.jobs.map(jobDocument),
  ...dir.learning.map(learningDocument),
];

/** The value at quantile q (0 to 1) of an ascending list. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
