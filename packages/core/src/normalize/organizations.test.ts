import { describe, expect, it } from 'vitest';
import { normalizeOrganizations, organizationName } from './organizations';

describe('organizationName', () => {
  it('reads plain text and objects, trimmed', () => {
    expect(organizationName('  SINTEF Digital ')).toBe('SINTEF Digital');
    expect(organizationName({ name: 'Equinor', role: 'Sponsor' })).toBe('Equinor');
  });

  it.each([null, undefined, {}, { name: null }, [], true])('gives an empty name for %j', (ref) => {
    expect(organizationName(ref)).toBe('');
  });

  it('reads numeric names as text', () => {
    expect(organizationName(3)).toBe('3');
    expect(organizationName({ name: 5 })).toBe('5');
  });
});

describe('normalizeOrganizations', () => {
  it('defaults role to Contributor and url to #', () => {
    expect(normalizeOrganizations(['SINTEF', { name: 'Equinor' }])).toEqual([
      { name: 'SINTEF', role: 'Contributor', url: '#' },
      { name: 'Equinor', role: 'Contributor', url: '#' },
    ]);
  });

  it('keeps given role and url', () => {
    expect(normalizeOrganizations([{ name: 'OPM', role: 'Maintainer', url: 'https://opm-project.org' }])).toEqual([
      { name: 'OPM', role: 'Maintainer', url: 'https://opm-project.org' },
    ]);
  });

  it('treats blank role and url as missing', () => {
    expect(normalizeOrganizations([{ name: 'OPM', role: ' ', url: '' }])).toEqual([{ name: 'OPM', role: 'Contributor', url: '#' }]);
  });

  it('drops nameless entries and tolerates a missing list', () => {
    expect(normalizeOrganizations(['', { name: '' }, 'TU Delft'])).toEqual([{ name: 'TU Delft', role: 'Contributor', url: '#' }]);
    expect(normalizeOrganizations(null)).toEqual([]);
    expect(normalizeOrganizations(undefined)).toEqual([]);
  });
});
