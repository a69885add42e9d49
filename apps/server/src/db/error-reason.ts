/** An error's first line, to quote inside a one-sentence StartupError (the rest is in `cause`). */
export const firstLine = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
