import path from 'node:path';
import { defineProject } from 'vitest/config';

// The build and lint scripts' tests, and the bench helpers' pure parts (bench/lib).
export default defineProject({
  test: {
    name: 'tooling',
    root: path.join(import.meta.dirname, '..'),
    include: ['scripts/**/*.test.ts', 'bench/lib/**/*.test.ts'],
    environment: 'node',
  },
});
