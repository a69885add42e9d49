import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tooling', root: import.meta.dirname, include: ['**/*.test.ts'], environment: 'node' },
});
