import { describe, expect, it } from 'vitest';
import { capabilityCounts, matchesCapabilities } from './filter-capabilities';

const tool = (...terms: string[]) => ({ capabilities: terms.map((term) => ({ term })) });

describe('matchesCapabilities', () => {
  it('keeps every tool when nothing is selected', () => {
    expect(matchesCapabilities(tool(), [])).toBe(true);
  });

  it('needs every selected term (AND)', () => {
    expect(matchesCapabilities(tool('mpi', 'gpu'), ['mpi', 'gpu'])).toBe(true);
    expect(matchesCapabilities(tool('mpi'), ['mpi', 'gpu'])).toBe(false);
  });

  it('matches a selected term with a narrower one the tool has, never the other way round', () => {
    expect(matchesCapabilities(tool('tpfa'), ['finite-volume'])).toBe(true);
    expect(matchesCapabilities(tool('finite-volume'), ['tpfa'])).toBe(false);
    expect(matchesCapabilities(tool('co2-storage'), ['subsurface-storage'])).toBe(true);
  });

  it('ignores terms this vocabulary does not know', () => {
    expect(matchesCapabilities(tool('from-a-newer-vocabulary'), ['mpi'])).toBe(false);
  });
});

describe('capabilityCounts', () => {
  it('counts each tool once per term it matches, broader terms included', () => {
    const counts = capabilityCounts([tool('tpfa', 'mpfa'), tool('finite-volume'), tool('gpu', 'unknown-term')]);
    expect(Object.fromEntries(counts)).toEqual({ tpfa: 1, mpfa: 1, 'finite-volume': 2, gpu: 1 });
  });
});
