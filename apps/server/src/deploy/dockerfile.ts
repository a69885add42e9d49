import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the image's WORKDIR (/app) holds the same layout (package.json, node_modules, out/). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const DOCKERFILE = path.join(REPO_ROOT, 'Dockerfile');

/** How the image starts the server, as its last stage declares it. */
export interface ImageRuntime {
  /** The last stage's FROM image (or stage) as written. */
  from: string;
  workdir: string | undefined;
  /** ENV, the earlier stages' included when the last stage is built on one of them. */
  env: Record<string, string>;
  user: string | undefined;
  entrypoint: string[];
  cmd: string[];
  healthcheck: { options: Record<string, string>; cmd: string[] } | undefined;
}

/** The instructions with continuation lines joined and comments dropped, as Docker reads them. */
function instructionsOf(text: string): Array<{ keyword: string; args: string }> {
  const instructions: Array<{ keyword: string; args: string }> = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += continued ? line.replace(/\\\s*$/, ' ') : line;
    if (continued) continue;
    const match = /^\s*([A-Za-z]+)\s*(.*?)\s*$/.exec(pending);
    pending = '';
    if (match) instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]! });
  }
  return instructions;
}

/** The exec (JSON) form only: a shell form would run under /bin/sh, which neither the test nor tini expects. */
function execForm(keyword: string, args: string): string[] {
  const parsed: unknown = (() => {
    try {
      return JSON.parse(args);
    } catch {
      return undefined;
    }
  })();
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`${keyword} must be in exec form, a JSON array of strings: ${args}`);
  }
  return parsed;
}

/** `KEY=value` pairs, values bare or double-quoted; no `$` expansion, which a spawned process would not do. */
function envPairs(args: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const pair = /\s*([A-Za-z_][A-Za-z0-9_]*)=("((?:[^"\\]|\\.)*)"|[^\s"]*)/y;
  let rest = args.trim();
  while (rest.length > 0) {
    pair.lastIndex = 0;
    const match = pair.exec(rest);
    if (!match) throw new Error(`ENV must be KEY=value pairs: ${args}`);
    const value = match[3] === undefined ? match[2]! : match[3].replace(/\\(.)/g, '$1');
    if (value.includes('$')) throw new Error(`ENV ${match[1]} expands a variable, which this reader does not: ${args}`);
    pairs.push([match[1]!, value]);
    rest = rest.slice(match[0].length).trim();
  }
  return pairs;
}

function healthcheckOf(args: string): ImageRuntime['healthcheck'] {
  if (args.trim().toUpperCase() === 'NONE') return undefined;
  const options: Record<string, string> = {};
  let rest = args.trim();
  for (let option = /^--([a-z-]+)=(\S+)\s+/.exec(rest); option; option = /^--([a-z-]+)=(\S+)\s+/.exec(rest)) {
    options[option[1]!] = option[2]!;
    rest = rest.slice(option[0].length);
  }
  const cmd = /^CMD\s+(.*)$/.exec(rest);
  if (!cmd) throw new Error(`HEALTHCHECK must be [options] CMD [...] or NONE: ${args}`);
  return { options, cmd: execForm('HEALTHCHECK CMD', cmd[1]!) };
}

/**
 * The last stage's runtime settings. Stages built FROM an earlier stage carry its settings on; one built from an
 * image starts empty (the base image's own ENV, such as PATH, is not known here).
 */
export function parseImageRuntime(text: string): ImageRuntime {
  const stages = new Map<string, ImageRuntime>();
  let current: ImageRuntime | undefined;
  for (const { keyword, args } of instructionsOf(text)) {
    if (keyword === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/).filter((part) => !part.startsWith('--'));
      const parent = stages.get(from);
      current = parent
        ? { ...structuredClone(parent), from }
        : { from, workdir: undefined, env: {}, user: undefined, entrypoint: [], cmd: [], healthcheck: undefined };
      if (as?.toUpperCase() === 'AS' && name) stages.set(name, current);
      continue;
    }
    if (!current) continue;
    if (keyword === 'ENV') for (const [key, value] of envPairs(args)) current.env[key] = value;
    else if (keyword === 'USER') current.user = args;
    else if (keyword === 'WORKDIR') current.workdir = path.posix.resolve(current.workdir ?? '/', args);
    else if (keyword === 'ENTRYPOINT') {
      current.entrypoint = execForm(keyword, args);
      // Docker's rule: a new ENTRYPOINT drops the CMD inherited with it.
      current.cmd = [];
    } else if (keyword === 'CMD') current.cmd = execForm(keyword, args);
    else if (keyword === 'HEALTHCHECK') current.healthcheck = healthcheckOf(args);
  }
  if (!current) throw new Error('The Dockerfile has no FROM.');
  return current;
}

/** The project's image, read from its Dockerfile. */
export const readImageRuntime = (file = DOCKERFILE): ImageRuntime => parseImageRuntime(readFileSync(file, 'utf8'));
