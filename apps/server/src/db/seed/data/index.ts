import type { SimulatorInput } from '@rsd/core';
import { simulatorsA } from './simulators-a';
import { simulatorsB } from './simulators-b';
import { simulatorsC } from './simulators-c';
import { simulatorsD } from './simulators-d';
import { simulatorsE } from './simulators-e';
import { simulatorsF } from './simulators-f';
import { simulatorsG } from './simulators-g';
import { simulatorsH } from './simulators-h';
import { simulatorsI } from './simulators-i';
import { simulatorsJ } from './simulators-j';
import { simulatorsK } from './simulators-k';
import { simulatorsL } from './simulators-l';
import { simulatorsM } from './simulators-m';
import { simulatorsN } from './simulators-n';
import { simulatorsO } from './simulators-o';

export { seedTechnologies } from './technologies';
export { seedJobs } from './jobs';
export { REFERENCE_FACTS_VERIFIED_ON } from './reference-facts';

/** The first 27 tools, the directory's initial seed. */
export const initialSimulators: SimulatorInput[] = [
  ...simulatorsA,
  ...simulatorsB,
  ...simulatorsC,
  ...simulatorsD,
  ...simulatorsE,
  ...simulatorsF,
  ...simulatorsG,
];

/** The 38 tools added later: reactive transport, pore scale, geothermal, calibration, geophysics, geostatistics, data. */
export const addedSimulators: SimulatorInput[] = [
  ...simulatorsH,
  ...simulatorsI,
  ...simulatorsJ,
  ...simulatorsK,
  ...simulatorsL,
  ...simulatorsM,
  ...simulatorsN,
  ...simulatorsO,
];

/** The real tools, each fact read from the tool's own repository or documentation (ids follow this order on a fresh database). */
export const seedSimulators: SimulatorInput[] = [...initialSimulators, ...addedSimulators];
