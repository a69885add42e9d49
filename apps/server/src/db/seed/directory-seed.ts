import { addedSimulators, initialSimulators, seedJobs, seedTechnologies } from './data';
import type { Seed } from './seed';

/** The directory's initial content: the first 27 real simulators, and sample technologies and jobs. */
export const directorySeed: Seed = {
  id: 'directory-initial',
  data: { simulators: initialSimulators, technologies: seedTechnologies, jobs: seedJobs },
};

/**
 * The reference set of 65 tools: the 38 the initial seed lacked, and the sources of its 27 for a database seeded before
 * sources were kept. A tool an admin deleted stays deleted (it is none of the 38), one an admin added under the same
 * name is not added twice, and sources an admin wrote are never replaced.
 */
export const referenceSeed: Seed = {
  id: 'directory-reference-65',
  data: { simulators: addedSimulators, technologies: [], jobs: [] },
  sources: initialSimulators.map(({ name, evidence, factsVerifiedOn }) => ({ name, evidence, factsVerifiedOn })),
};

/** Every seed of the directory, in the order a database takes them. */
export const directorySeeds: readonly Seed[] = [directorySeed, referenceSeed];

/** The simulators a fresh database starts with, in id order. */
export const directorySimulators = directorySeeds.flatMap((seed) => seed.data.simulators);
