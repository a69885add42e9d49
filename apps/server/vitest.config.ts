import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One embedded PostgreSQL for the whole run; each test file creates its own database on it.
    globalSetup: ['src/test/global-setup.ts'],
    // Every file starts a server on a fresh database: two at a time suits a 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
    // Its own group (after the in-memory projects), since its worker limit differs from theirs.
    sequence: { groupOrder: 1 },
    hookTimeout: 60_000,
    testTimeout: 30_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
