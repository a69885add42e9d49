import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRealServer } from './real-server';

/** One real directory server for the renderer-server project's run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startRealServer({
    nodeEnv: 'test',
    webDistDir: resolve(import.meta.dirname, 'no-web-build'),
  });
  project.provide('realServerUrl', server.url);
  project.provide('realDatabaseUrl', server.databaseUrl);
  return server.dispose;
}
