import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCollators } from '@rsd/core/testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('byName', () => {
  it('orders names as read, numbers by value, and builds its collator on first use only', async () => {
    const counter = countCollators();
    const { byName } = await import('./by-name');
    expect(counter.built).toBe(0);

    const names = ['Tool 10', 'ert', 'Tool 2', 'DuMux', 'FEHM'].map((name) => ({ name }));
    expect(names.toSorted(byName).map((record) => record.name)).toEqual(['DuMux', 'ert', 'FEHM', 'Tool 2', 'Tool 10']);
    expect(counter.built).toBe(1);
  });
});
