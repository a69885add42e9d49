/** The part of the host console core uses. */
interface HostConsole {
  warn(...data: unknown[]): void;
}

/**
 * Core compiles without DOM or Node typings, so the global console is reached through globalThis.
 * Calls look the method up each time, so a test spying on console.warn sees them.
 */
export const hostConsole: HostConsole = (globalThis as unknown as { console: HostConsole }).console;

export const warn = (...data: unknown[]): void => hostConsole.warn(...data);
