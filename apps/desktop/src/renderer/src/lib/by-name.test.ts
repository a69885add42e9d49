import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCollators } from '@rsd/core/testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('byName', () => {
  it('orders plain names as read, numbers by value, without building a collator', async () => {
    const counter = countCollators();
    const { byName } = await import('./by-name');

    const names = ['Tool 10', 'ert', 'Tool 2', 'DuMux', 'FEHM'].map((name) => ({ name }));
    expect(names.toSorted(byName).map((record) => record.name)).toEqual(['DuMux', 'ert', 'FEHM', 'Tool 2', 'Tool 10']);
    expect(counter.built).toBe(0);
  });

  it('asks a collator, built on first use only, for names beyond ASCII letters, digits and spaces', async () => {
    const counter = countCollators();
    const { byName } = await import('./by-name');
    expect(counter.built).toBe(0);

    const names = ['Émile 10', 'emile 9', 'Zeta', 'ECLIPSE-300'].map((name) => ({ name }));
    expect(names.toSorted(byName).map((record) => record.name)).toEqual(['ECLIPSE-300', 'emile 9', 'Émile 10', 'Zeta']);
    expect(counter.built).toBe(1);
  });

  it('sorts as byName does with each name keyed once (sortByName), plain and collated names mixed', async () => {
    const { byName, sortByName } = await import('./by-name');
    const names = ['Tool 10', 'Émile 10', 'ert', 'emile 9', 'Tool 2', 'ECLIPSE-300', 'DuMux', 'Zeta', 'FEHM', 'tool 2'];
    const records = names.map((name) => ({ name }));
    expect(sortByName(records).map((record) => record.name)).toEqual(records.toSorted(byName).map((record) => record.name));
    expect(records.map((record) => record.name)).toEqual(names);
  });
});
