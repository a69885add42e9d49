import { z } from 'zod';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

const DesktopEnv = z.object({
  DIRECTORY_SERVER_URL: z.preprocess(
    // An empty variable counts as unset, as shells often export VAR= to clear it.
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: 'must be an http:// or https:// URL' }).default(DEFAULT_SERVER_URL),
  ),
});

export interface DesktopConfig {
  /** The directory server that app://bundle/api/* is forwarded to. */
  serverUrl: URL;
}

/** Reads the desktop app's environment; throws one readable message naming every bad variable. */
export function loadDesktopConfig(env: Record<string, string | undefined>): DesktopConfig {
  const result = DesktopEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const given = env[name];
      return `  ${name}: ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
    });
    throw new Error(`Invalid desktop configuration:\n${lines.join('\n')}`);
  }
  return { serverUrl: new URL(result.data.DIRECTORY_SERVER_URL) };
}
