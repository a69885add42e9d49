import { defineProject } from 'vitest/config';

// The Electron main process and preload logic, tested in plain Node: no Electron binary needed.
export default defineProject({
  test: {
    name: 'desktop-main',
    root: import.meta.dirname,
    include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
    environment: 'node',
  },
});
