import { nextTask } from './next-task';

/**
 * Ends the current task and resolves in a new one, so the browser can handle input and paint in between.
 * scheduler.yield (Chromium, Electron) runs the continuation ahead of other queued work; jsdom, Node and
 * browsers without it get a MessageChannel message, a task without setTimeout's 4 ms clamp once nested.
 */
export function yieldToMain(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return nextTask();
}
