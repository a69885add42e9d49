import { defineProject } from 'vitest/config';

// The Electron main process, preload logic and packaging configuration, tested in plain Node: no Electron binary needed.
export default defineProject({
  test: {
    name: 'desktop-main',
    root: import.meta.dirname,
    include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts', 'packaging/**/*.test.ts'],
    environment: 'node',
  },
});
