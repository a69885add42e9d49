import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { deriveFilterOptions, languageOf } from './filter-options';

describe('languageOf', () => {
  it.each([
    ['C++ (core)', 'C++'],
    ['  Python 3 ', 'Python'],
    ['MATLAB', 'MATLAB'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (entry, language) => expect(languageOf(entry)).toBe(language));
});

describe('deriveFilterOptions', () => {
  const sims = [
    makeSimulator({
      developmentStatus: 'Actively Maintained',
      applicationAreas: ['EOR', 'CO2 storage'],
      programmingLanguages: ['C++ (core)', 'Python bindings'],
      licenseType: 'GPL-3.0',
      relevantOrganizations: ['SINTEF (Norway)', { name: 'Equinor', role: 'Sponsor' }],
      keyFeatures: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'],
    }),
    makeSimulator({
      id: 2,
      developmentStatus: 'Beta',
      applicationAreas: ['aquifer', 'EOR'],
      programmingLanguages: ['MATLAB', 'C++'],
      licenseType: null,
      relevantOrganizations: ['Equinor', ''],
      keyFeatures: ['f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12'],
    }),
    makeSimulator({
      id: 3,
      developmentStatus: 'Actively Maintained',
      licenseType: '  ',
      applicationAreas: [],
      programmingLanguages: [],
      relevantOrganizations: [],
      keyFeatures: [],
    }),
  ];

  it('derives distinct, alphabetical options (case-insensitive order)', () => {
    const options = deriveFilterOptions(sims);
    expect(options.developmentStatuses).toEqual(['Actively Maintained', 'Beta']);
    expect(options.applicationAreas).toEqual(['aquifer', 'CO2 storage', 'EOR']);
    expect(options.programmingLanguages).toEqual(['C++', 'MATLAB', 'Python']);
    expect(options.organizations).toEqual(['Equinor', 'SINTEF (Norway)']);
  });

  it('omits missing and blank licences', () => {
    expect(deriveFilterOptions(sims).licenseTypes).toEqual(['GPL-3.0']);
  });

  it('keeps the first 10 distinct key features in encounter order', () => {
    expect(deriveFilterOptions(sims).keyFeatures).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10']);
  });

  it('gives empty options for no simulators', () => {
    expect(deriveFilterOptions([])).toEqual({
      developmentStatuses: [],
      applicationAreas: [],
      programmingLanguages: [],
      licenseTypes: [],
      organizations: [],
      keyFeatures: [],
    });
  });
});
