// `npm run dev`: the API server (restarts on change) and the renderer's Vite dev server (hot reload,
// proxying /api to the server), together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rsd/server'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/desktop/vite.web.config.ts'], { stdio: 'inherit' }),
];

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
