import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartUp } from './start-up-context';
import { startUpSequence } from './start-up-sequence';

afterEach(() => {
  vi.unstubAllEnvs();
  document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
});

const stepNamed = (name: string) => {
  const found = startUpSequence.find((step) => step.name === name);
  if (!found) throw new Error(`No start-up step ${name}.`);
  return found;
};

const app = (kind: 'web' | 'desktop') => ({ platform: { kind } }) as StartUp;

describe("the app's start-up sequence", () => {
  it('declares every step, in the order they start, with its phase and the task it runs in', () => {
    const table = startUpSequence.map(({ when, name, ownTask, after }) => [
      when,
      name,
      ownTask ? 'own task' : after ? `after ${after}` : '',
    ]);
    expect(table).toEqual([
      ['before-first-render', 'warm-up-icu', 'own task'],
      ['before-first-render', 'focus-rings-for-keyboard-only', ''],
      ['before-first-render', 'hold-first-screen', ''],
      ['before-first-render', 'read-home-list', ''],
      ['before-first-render', 'start-data-layer', 'own task'],
      ['before-first-render', 'connect-platform-sync', ''],
      ['before-first-render', 'fetch-simulator-page-chunk', 'own task'],
      ['before-first-render', 'render-app', 'own task'],
      ['after-first-commit', 'let-sync-worker-start', ''],
      ['after-first-commit', 'let-whole-list-go', ''],
      ['when-idle', 'start-outbox-when-waiting', ''],
      ['when-idle', 'register-service-worker', ''],
      ['when-idle', 'release-first-screen', ''],
      ['when-idle', 'prefetch-cache-screens', 'after release-first-screen'],
    ]);
  });

  it('has each step that waits for another wait for an earlier step of its own phase', () => {
    for (const [index, step] of startUpSequence.entries()) {
      if (step.after === undefined) continue;
      expect(step.when).not.toBe('before-first-render');
      expect(startUpSequence.slice(0, index).find((earlier) => earlier.name === step.after)?.when).toBe(step.when);
    }
  });

  it("asks for a simulator page's chunk ahead of the render only on a simulator's page, drawn by the server or not", () => {
    const onlyIf = stepNamed('fetch-simulator-page-chunk').onlyIf;
    expect(onlyIf?.(app('web'))).toBe(false);
    const row = document.createElement('script');
    row.id = SERVER_SIMULATOR_ELEMENT_ID;
    document.body.append(row);
    expect(onlyIf?.(app('web'))).toBe(true);
    row.remove();
    window.history.replaceState(null, '', '/simulator/12');
    expect(onlyIf?.(app('web'))).toBe(true);
    window.history.replaceState(null, '', '/simulator/abc');
    expect(onlyIf?.(app('web'))).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it("registers the service worker in the web build's production only", () => {
    const onlyIf = stepNamed('register-service-worker').onlyIf;
    vi.stubEnv('PROD', false);
    expect(onlyIf?.(app('web'))).toBe(false);
    vi.stubEnv('PROD', true);
    expect(onlyIf?.(app('web'))).toBe(true);
    expect(onlyIf?.(app('desktop'))).toBe(false);
  });
});
