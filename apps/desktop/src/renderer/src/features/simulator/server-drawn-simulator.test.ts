import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';

/** The page as the server sends it: the row in a JSON data block (apps/server/src/http/server-render.ts). */
function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_SIMULATOR_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

// The row is read once per page: each case loads the module afresh.
const reader = async () => (await import('./server-drawn-simulator')).serverDrawnSimulator;
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
});

describe('the row the server drew the page from', () => {
  it('is the simulator asked for, as old as the page', async () => {
    const row = makeSimulator({ id: 7, name: '</script><b>OPM</b>' });
    embed(JSON.stringify(row));
    const drawn = (await reader())(7);
    expect(drawn?.simulator).toEqual(row);
    expect(drawn?.updatedAt).toBe(performance.timeOrigin);
  });

  it('is nothing for another id, a page without one, text that is not JSON, or JSON that is no row', async () => {
    embed(JSON.stringify(makeSimulator({ id: 7 })));
    expect((await reader())(8)).toBeUndefined();
    expect((await reader())(null)).toBeUndefined();
    document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
    vi.resetModules();
    expect((await reader())(7)).toBeUndefined();
    embed('{"id": 7,');
    vi.resetModules();
    expect((await reader())(7)).toBeUndefined();
    document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
    for (const notARow of ['7', '[7]', 'null', '{"id":"7"}']) {
      document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
      embed(notARow);
      vi.resetModules();
      expect((await reader())(7)).toBeUndefined();
    }
  });
});
