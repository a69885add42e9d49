import { yieldToMain } from './yield-to-main';

/**
 * The sync engine's code, evaluated over two tasks: core's entity schemas (with zod), then the engine. One
 * import evaluates the whole chain in one task, and building the schemas (zod's code running for the first time)
 * is most of it: about 25 ms on a desktop, a long task of 200 ms and more on a slow phone.
 */
export async function loadSyncEngineCode(): Promise<typeof import('./app-sync-engine')> {
  await import('./entity-schemas');
  await yieldToMain();
  return import('./app-sync-engine');
}
