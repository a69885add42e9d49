import { seedJobs, seedSimulators, seedTechnologies } from './data';
import type { Seed } from './seed';

/** The directory's initial content: the real simulators, and sample technologies and jobs. */
export const directorySeed: Seed = {
  id: 'directory-initial',
  data: { simulators: seedSimulators, technologies: seedTechnologies, jobs: seedJobs },
};
