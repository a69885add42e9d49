import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/core/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/desktop/vitest.main.config.ts',
      'apps/desktop/vitest.renderer.config.ts',
      'apps/desktop/vitest.renderer-server.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
