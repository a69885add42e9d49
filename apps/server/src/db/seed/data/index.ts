import type { SimulatorInput } from '@rsd/core';
import { simulatorsA } from './simulators-a';
import { simulatorsB } from './simulators-b';
import { simulatorsC } from './simulators-c';
import { simulatorsD } from './simulators-d';
import { simulatorsE } from './simulators-e';
import { simulatorsF } from './simulators-f';
import { simulatorsG } from './simulators-g';

export { seedTechnologies } from './technologies';
export { seedJobs } from './jobs';

/** The real tools, in the order of the reference facts (ids follow this order on a fresh database). */
export const seedSimulators: SimulatorInput[] = [
  ...simulatorsA,
  ...simulatorsB,
  ...simulatorsC,
  ...simulatorsD,
  ...simulatorsE,
  ...simulatorsF,
  ...simulatorsG,
];
