/**
 * Core's entity schemas that the sync engine checks rows with, alone in a module so that data/sync-engine-code.ts
 * can evaluate them in a task of their own, before the rest of the engine's code.
 */
export { Simulator } from '@rsd/core';
