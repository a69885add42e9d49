import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostConsole } from '../shared/log';
import { makeSimulator } from '../test/simulator-fixture';
import type { Simulator } from '../schemas/simulator';
import { compareCardAreas, moreLabel, shortOrganizationName, simulatorCardSummary } from './card-summary';
import { toSimulatorListing } from './simulator-listing';

/** The card of a simulator as home reads it: from its listing. */
const summaryOf = (partial: Partial<Simulator>) => simulatorCardSummary(toSimulatorListing(makeSimulator(partial)));

const physics = (...names: string[]) => ({ physics_and_models: names.map((capability_name) => ({ capability_name })) });

describe('shortOrganizationName', () => {
  it.each([
    ['Stanford University (SUPRI-B)', 'Stanford University'],
    ['SINTEF', 'SINTEF'],
    ['  TU Delft  (NL) (x)', 'TU Delft'],
    ['(only parens)', ''],
    ['', ''],
  ])('%j -> %j', (name, short) => expect(shortOrganizationName(name)).toBe(short));
});

describe('simulatorCardSummary', () => {
  let warnSpy: MockInstance<(...data: unknown[]) => void>;
  beforeEach(() => {
    warnSpy = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  it('shows up to 3 organisations, cut at "(", and counts the rest', () => {
    const summary = summaryOf({ relevantOrganizations: ['A (x)', { name: 'B Lab (y)' }, 'C', 'D', 'E (z)'] });
    expect(summary.organizations).toEqual(['A', 'B Lab', 'C']);
    expect(summary.moreOrganizations).toBe(2);
  });

  it('shows exactly 3 organisations with nothing more', () => {
    const summary = summaryOf({ relevantOrganizations: ['A', 'B', 'C'] });
    expect(summary.organizations).toEqual(['A', 'B', 'C']);
    expect(summary.moreOrganizations).toBe(0);
  });

  it('drops organisations with no name left after cutting', () => {
    const summary = summaryOf({ relevantOrganizations: ['(anon)', '', 'Real'] });
    expect(summary.organizations).toEqual(['Real']);
    expect(summary.moreOrganizations).toBe(0);
  });

  it('shows 3 capabilities from either shape, then "+N more", and no areas', () => {
    const summary = summaryOf({ detailedCapabilities: physics('a', 'b', 'c', 'd') });
    expect(summary.capabilities).toEqual(['a', 'b', 'c']);
    expect(summary.moreCapabilities).toBe(1);
    expect(summary.showsAreasInstead).toBe(false);
    expect(summary.areas).toEqual([]);
    const older = summaryOf({ detailedCapabilities: JSON.stringify({ physics: ['x', 'y'] }) });
    expect(older.capabilities).toEqual(['x', 'y']);
    expect(older.moreCapabilities).toBe(0);
  });

  it('falls back to the first 2 application areas without capabilities', () => {
    const summary = summaryOf({ detailedCapabilities: null, applicationAreas: ['EOR', 'CCS', 'Geothermal'] });
    expect(summary.showsAreasInstead).toBe(true);
    expect(summary.areas).toEqual(['EOR', 'CCS']);
    expect(summary.capabilities).toEqual([]);
  });

  it('falls back to areas when the capabilities JSON is broken', () => {
    const summary = summaryOf({ detailedCapabilities: '{broken', applicationAreas: ['EOR'] });
    expect(summary.showsAreasInstead).toBe(true);
    expect(summary.areas).toEqual(['EOR']);
    expect(warnSpy).toHaveBeenCalled();
  });
});

describe('moreLabel', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '+1 more'],
    [12, '+12 more'],
  ])('%i -> %j', (n, label) => expect(moreLabel(n)).toBe(label));
});

describe('compareCardAreas', () => {
  it('takes the first 2 application areas', () => {
    expect(compareCardAreas({ applicationAreas: ['a', 'b', 'c'] })).toEqual(['a', 'b']);
    expect(compareCardAreas({ applicationAreas: ['a'] })).toEqual(['a']);
    expect(compareCardAreas({ applicationAreas: [] })).toEqual([]);
  });
});
