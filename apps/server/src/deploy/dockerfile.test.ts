import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCKERFILE, parseImageRuntime, readImageRuntime, REPO_ROOT } from './dockerfile';

describe('parseImageRuntime', () => {
  it("reads the last stage's ENV, USER, WORKDIR, ENTRYPOINT, CMD and HEALTHCHECK, continuation lines joined", () => {
    const runtime = parseImageRuntime(
      [
        'ARG BASE=node:24-slim',
        'FROM ${BASE} AS build',
        'ENV BUILD_ONLY=1',
        'CMD ["build"]',
        'FROM ${BASE} AS runtime',
        'WORKDIR /app',
        'WORKDIR srv',
        '# ENV COMMENTED=1',
        'ENV A=1 \\',
        '  # a comment inside a continuation',
        '  B="two words" C=',
        'USER node',
        'HEALTHCHECK --interval=10s --timeout=3s \\',
        '  CMD ["node", "-e", "process.exit(0)"]',
        'ENTRYPOINT ["/usr/bin/tini", "--"]',
        'CMD ["node", "main.js"]',
      ].join('\n'),
    );
    expect(runtime).toEqual({
      from: '${BASE}',
      workdir: '/app/srv',
      env: { A: '1', B: 'two words', C: '' },
      user: 'node',
      entrypoint: ['/usr/bin/tini', '--'],
      cmd: ['node', 'main.js'],
      healthcheck: { options: { interval: '10s', timeout: '3s' }, cmd: ['node', '-e', 'process.exit(0)'] },
    });
  });

  it('carries an earlier stage on into one built FROM it; a new ENTRYPOINT drops the CMD that came with it', () => {
    const runtime = parseImageRuntime('FROM node AS base\nENV A=1\nUSER node\nCMD ["x"]\nFROM base\nENV B=2\nENTRYPOINT ["y"]');
    expect(runtime).toMatchObject({ from: 'base', env: { A: '1', B: '2' }, user: 'node', entrypoint: ['y'], cmd: [] });
  });

  it.each([
    ['a shell-form CMD', 'FROM node\nCMD node main.js', /CMD must be in exec form/],
    ['a legacy ENV', 'FROM node\nENV A 1', /ENV must be KEY=value pairs/],
    ['an expanding ENV', 'FROM node\nENV A=$HOME/x', /expands a variable/],
    ['no FROM', 'ENV A=1', /no FROM/],
  ])('refuses %s rather than guess', (_, text, error) => {
    expect(() => parseImageRuntime(text)).toThrow(error);
  });
});

describe("the project's Dockerfile", () => {
  const runtime = readImageRuntime();

  it('runs the compiled server with source maps under tini, as the unprivileged node user, in production', () => {
    expect(runtime.from).toMatch(/^(\$\{NODE_IMAGE\}|node:\d+-[a-z]+-slim)$/);
    expect(runtime.workdir).toBe('/app');
    expect(runtime.user).toBe('node');
    expect(runtime.entrypoint).toEqual(['/usr/bin/tini', '--']);
    expect(runtime.cmd).toEqual(['node', '--enable-source-maps', 'out/server/main.js']);
    expect(runtime.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000', RSD_CONTAINER: '1' });
  });

  it('checks health on /livez with Node itself (the slim image has no curl)', () => {
    expect(runtime.healthcheck?.cmd.slice(0, 2)).toEqual(['node', '-e']);
    expect(runtime.healthcheck?.cmd[2]).toContain("'/livez'");
  });

  it('builds on the Node major that CI runs the tests on a second time (.ci/run)', async () => {
    const dockerfile = await fs.readFile(DOCKERFILE, 'utf8');
    const ci = await fs.readFile(path.join(REPO_ROOT, '.ci', 'run'), 'utf8');
    const imageMajor = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1];
    expect(imageMajor).toBeDefined();
    expect(ci).toContain(`npx -y -p node@${imageMajor} -- npx vitest run`);
  });
});
