/**
 * The page source electron-vite dev hands over in ELECTRON_RENDERER_URL, honoured only by a development
 * build. Whether the build is one is fixed when it is compiled (`import.meta.env.DEV`: true under
 * `electron-vite dev`, false in `electron-vite build`), so no environment variable can make the
 * documented production run (`npx electron .`, not packaged) load its page from elsewhere.
 */
export function devServerUrlFor(developmentBuild: boolean, env: NodeJS.ProcessEnv): string | undefined {
  if (!developmentBuild) return undefined;
  return env.ELECTRON_RENDERER_URL?.trim() || undefined;
}
