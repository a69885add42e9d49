import { describe, expect, it } from 'vitest';
import { matchesCapabilities } from './filter-capabilities';

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
