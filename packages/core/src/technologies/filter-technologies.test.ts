import { describe, expect, it } from 'vitest';
import { deriveTechnologyCategories, filterTechnologies } from './filter-technologies';

const tech = (id: number, name: string, vendorName: string, overview: string, category: string, readinessLevel: string) => ({
  id,
  name,
  vendorName,
  overview,
  category,
  readinessLevel,
});
const techs = [
  tech(1, 'Smart Water', 'Example Chem', 'Low-salinity flooding', 'enhanced_recovery', 'deployment'),
  tech(2, 'Fiber DAS', 'Sensors Inc', 'Distributed acoustic sensing for wells', 'monitoring', 'Mature'),
  tech(3, 'AI History Match', 'Example Labs', 'Machine learning assisted matching', 'reservoir_simulation', 'research'),
];
const ids = (filter: Parameters<typeof filterTechnologies>[1]) => filterTechnologies(techs, filter).map((t) => t.id);

describe('filterTechnologies', () => {
  it('keeps everything with no filter, all or empty values', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ search: '', category: 'all', readiness: 'all' })).toEqual([1, 2, 3]);
    expect(ids({ search: null, category: '', readiness: null })).toEqual([1, 2, 3]);
  });

  it('searches name, vendor and overview case-insensitively', () => {
    expect(ids({ search: 'smart' })).toEqual([1]);
    expect(ids({ search: 'EXAMPLE' })).toEqual([1, 3]);
    expect(ids({ search: 'acoustic' })).toEqual([2]);
    expect(ids({ search: 'monitoring' })).toEqual([]);
  });

  it('filters by category and readiness (readiness in any case)', () => {
    expect(ids({ category: 'monitoring' })).toEqual([2]);
    expect(ids({ readiness: 'mature' })).toEqual([2]);
    expect(ids({ readiness: 'research', search: 'example' })).toEqual([3]);
    expect(ids({ category: 'monitoring', readiness: 'research' })).toEqual([]);
  });
});

describe('deriveTechnologyCategories', () => {
  it('lists distinct non-empty categories alphabetically', () => {
    expect(deriveTechnologyCategories([...techs, { category: 'monitoring' }, { category: ' ' }])).toEqual([
      'enhanced_recovery',
      'monitoring',
      'reservoir_simulation',
    ]);
  });
});
