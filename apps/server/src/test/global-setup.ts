import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL allowed to CREATE DATABASE: each test file makes its own database with it. */
    pgAdminUrl: string;
  }
}

/** DATABASE_URL when set; otherwise one throw-away embedded PostgreSQL for the run, on a free port. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    project.provide('pgAdminUrl', external);
    return undefined;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-test-pg-'));
  // Run as root, PostgreSQL runs as the `postgres` user, which must reach the cluster inside.
  await fs.chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({
    clusterDir: path.join(dir, 'postgres'),
    passwordFile: path.join(dir, 'postgres-password'),
    port: 0,
    logger: pino({ level: 'silent' }),
    ephemeral: true,
  });
  project.provide('pgAdminUrl', server.urlOf('postgres'));
  return async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
