import { describe, expect, it } from 'vitest';
import {
  catalogueStateFromSearchParams,
  catalogueStateToSearchParams,
  clearCatalogueFilters,
  DEFAULT_CATALOGUE_STATE,
  hasCatalogueFilters,
  type CatalogueState,
} from './catalogue-url-state';

const state = (overrides: Partial<CatalogueState>): CatalogueState => ({ ...DEFAULT_CATALOGUE_STATE, ...overrides });

describe('catalogueStateFromSearchParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(catalogueStateFromSearchParams('')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(catalogueStateFromSearchParams('?')).toEqual(DEFAULT_CATALOGUE_STATE);
  });

  it('reads every key', () => {
    expect(catalogueStateFromSearchParams('?q=fiber%20optic&category=monitoring&readiness=mature&view=list')).toEqual({
      search: 'fiber optic',
      category: 'monitoring',
      readiness: 'mature',
      view: 'list',
    });
  });

  it('forgives the case of a readiness level and drops unknown ones', () => {
    expect(catalogueStateFromSearchParams('readiness=Deployment').readiness).toBe('deployment');
    expect(catalogueStateFromSearchParams('readiness=prototype').readiness).toBe('all');
    expect(catalogueStateFromSearchParams('readiness=').readiness).toBe('all');
  });

  it('falls back to grid for an unknown view and to all for a blank category', () => {
    expect(catalogueStateFromSearchParams('view=table').view).toBe('grid');
    expect(catalogueStateFromSearchParams('category=%20%20').category).toBe('all');
  });

  it('treats a blank search as none but keeps a real one as typed', () => {
    expect(catalogueStateFromSearchParams('q=%20%20').search).toBe('');
    expect(catalogueStateFromSearchParams('q=%20well').search).toBe(' well');
  });

  it('takes the first of repeated keys and ignores unknown keys', () => {
    expect(catalogueStateFromSearchParams('category=a&category=b&page=3')).toEqual(state({ category: 'a' }));
  });
});

describe('catalogueStateToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(catalogueStateToSearchParams(DEFAULT_CATALOGUE_STATE).toString()).toBe('');
    expect(catalogueStateToSearchParams(state({ search: '   ' })).toString()).toBe('');
  });

  it('writes only what differs', () => {
    expect(catalogueStateToSearchParams(state({ view: 'list' })).toString()).toBe('view=list');
    expect(catalogueStateToSearchParams(state({ readiness: 'research', category: 'eor' })).toString()).toBe(
      'category=eor&readiness=research',
    );
  });

  it.each([
    state({}),
    state({ search: 'AI & ML, 50%' }),
    state({ category: 'reservoir_simulation', readiness: 'demonstration', view: 'list' }),
    state({ search: 'x', category: 'a b', readiness: 'mature', view: 'grid' }),
  ])('round-trips %j', (original) => {
    expect(catalogueStateFromSearchParams(catalogueStateToSearchParams(original).toString())).toEqual(original);
  });
});

describe('hasCatalogueFilters and clearCatalogueFilters', () => {
  it('counts search, category and readiness but not the view', () => {
    expect(hasCatalogueFilters(DEFAULT_CATALOGUE_STATE)).toBe(false);
    expect(hasCatalogueFilters(state({ view: 'list' }))).toBe(false);
    expect(hasCatalogueFilters(state({ search: ' ' }))).toBe(false);
    expect(hasCatalogueFilters(state({ search: 'a' }))).toBe(true);
    expect(hasCatalogueFilters(state({ category: 'eor' }))).toBe(true);
    expect(hasCatalogueFilters(state({ readiness: 'mature' }))).toBe(true);
  });

  it('clears the filters and keeps the view', () => {
    expect(clearCatalogueFilters(state({ search: 'a', category: 'eor', readiness: 'mature', view: 'list' }))).toEqual(
      state({ view: 'list' }),
    );
  });
});
