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

/** The real tools, each fact read from the tool's own repository or documentation (ids follow this order on a fresh database). */
export const seedSimulators: SimulatorInput[] = [
  ...simulatorsA,
  ...simulatorsB,
  ...simulatorsC,
  ...simulatorsD,
  ...simulatorsE,
  ...simulatorsF,
  ...simulatorsG,
];
