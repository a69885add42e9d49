import { describe, expect, it } from 'vitest';
import { searchCapabilityTerms } from './search-terms';

const ids = (query: string, exclude: string[] = []) => searchCapabilityTerms(query, exclude).map((m) => m.term.id);

describe('searchCapabilityTerms', () => {
  it('finds a term by a synonym, naming the synonym and the facet', () => {
    const [gpu] = searchCapabilityTerms('cuda');
    expect(gpu).toMatchObject({ term: { id: 'gpu', label: 'GPU' }, facetLabel: 'Parallelism and hardware', synonym: 'CUDA' });
  });

  it('finds a term by its label, case aside, without naming a synonym', () => {
    const match = searchCapabilityTerms('multiPHASE').find((m) => m.term.id === 'multiphase-flow');
    expect(match?.synonym).toBeUndefined();
  });

  it('puts label matches before synonym matches, each in vocabulary order', () => {
    expect(searchCapabilityTerms('element').map((m) => [m.term.id, m.synonym ?? null])).toEqual([
      ['finite-element', null],
      ['virtual-element', null],
      ['mixed-mimetic', 'mixed finite element'],
      ['multiscale', 'multiscale finite element'],
    ]);
  });

  it('treats spaces and hyphens alike', () => {
    expect(ids('distributed-memory')).toContain('mpi');
    expect(ids('two phase')).toContain('multiphase-flow');
  });

  it('leaves out the excluded terms, matches nothing for blank text and stops at the limit', () => {
    expect(ids('cuda', ['gpu'])).not.toContain('gpu');
    expect(ids('   ')).toEqual([]);
    expect(searchCapabilityTerms('e', [], 5)).toHaveLength(5);
  });
});
