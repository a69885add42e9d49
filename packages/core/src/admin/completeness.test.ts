import { describe, expect, it, vi } from 'vitest';
import { normalizeCapabilities } from '../normalize/capabilities';
import { hostConsole } from '../shared/log';
import { makeSimulator } from '../test/simulator-fixture';
import { COMPLETENESS_FIELDS, completenessOf, formatCompleteness, type CompletenessSubject } from './completeness';

/** Every field filled and sourced. */
const complete = makeSimulator({
  licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html',
  organizations: [{ name: 'SINTEF', role: 'Developer' }],
  detailedCapabilities: { physics_and_models: [{ capability_name: 'Black-oil', description: '' }] },
  learningResources: '{"official_documentation":[{"title":"Manual","url":"https://opm-project.org/manual"}]}',
  evidence: ['OPM/opm-simulators@abc123:README.md'],
  factsVerifiedOn: '2025-01-10',
});

/** Nothing a visitor relies on: blanks, placeholders and empty lists. */
const empty: CompletenessSubject = {
  description: '  ',
  website: 'N/A',
  sourceCodeRepository: null,
  licenseType: null,
  licenseUrl: '#',
  programmingLanguages: [''],
  applicationAreas: [],
  keyFeatures: [' '],
  lastReleaseVersion: null,
  lastReleaseDate: null,
  organizations: [{ name: '' }],
  relevantOrganizations: [],
  detailedCapabilities: '{not json',
  learningResources: { official_documentation: [{ title: '', url: 'N/A' }] },
  evidence: [''],
  factsVerifiedOn: null,
};

describe('completenessOf', () => {
  it('scores a record with every field filled and sourced 100%, nothing missing', () => {
    expect(completenessOf(complete)).toEqual({ score: 100, missing: [] });
  });

  it('scores blanks, placeholders and unreadable JSON as missing, every field listed in order', () => {
    expect(completenessOf(empty)).toEqual({ score: 0, missing: COMPLETENESS_FIELDS.map((field) => field.label) });
  });

  it('lists the fields in the admin form’s words, sourcing last', () => {
    expect(COMPLETENESS_FIELDS.map((field) => field.label)).toEqual([
      'Description',
      'Website',
      'Source Code Repository',
      'License Type',
      'License URL',
      'Programming Languages',
      'Application Areas',
      'Key Features',
      'Last Release Version',
      'Last Release Date',
      'Organizations',
      'Detailed Capabilities',
      'Learning Resources',
      'Evidence',
      'Facts Verified On',
    ]);
  });

  it('scores the share filled as a whole percentage', () => {
    // 13 of 15: unsourced.
    expect(completenessOf({ ...complete, evidence: [], factsVerifiedOn: null })).toEqual({
      score: 87,
      missing: ['Evidence', 'Facts Verified On'],
    });
    expect(completenessOf({ ...complete, licenseUrl: null }).score).toBe(93);
  });

  it.each<[string, Partial<CompletenessSubject>, string]>([
    ['a source link that is no URL', { sourceCodeRepository: 'github.com/OPM' }, 'Source Code Repository'],
    ['capabilities of an unknown shape', { detailedCapabilities: { something: [1] } }, 'Detailed Capabilities'],
    ['capabilities as an empty object', { detailedCapabilities: {} }, 'Detailed Capabilities'],
    [
      'learning resources with only organisations',
      { learningResources: { relevant_organizations: [{ name: 'X' }] } },
      'Learning Resources',
    ],
    ['evidence of blanks only', { evidence: [' ', ''] }, 'Evidence'],
  ])('counts %s as missing', (_case, change, label) => {
    expect(completenessOf({ ...complete, ...change }).missing).toEqual([label]);
  });

  it.each<[string, Partial<CompletenessSubject>]>([
    ['capabilities in the older flat shape, as JSON text', { detailedCapabilities: '{"numericalMethods":["Finite volume"]}' }],
    [
      'capabilities with only a scalability note',
      { detailedCapabilities: { hpc_and_performance: { scalability_info: { value: 'MPI' } } } },
    ],
    ['learning resources with only a community link', { learningResources: { community_support_channels: [{ url: 'https://x.org' }] } }],
    ['relevant organisations when the tool has none of its own', { organizations: [], relevantOrganizations: ['NORCE'] }],
  ])('counts %s as filled', (_case, change) => {
    expect(completenessOf({ ...complete, ...change })).toEqual({ score: 100, missing: [] });
  });

  it('reads unreadable JSON quietly: no console warning per row of an admin table', () => {
    const warn = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
    try {
      completenessOf(empty);
      expect(warn).not.toHaveBeenCalled();
      // The same value through the detail page's reading does warn: the quiet path is this rule's own.
      normalizeCapabilities(empty.detailedCapabilities);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('writes a score as a percentage', () => {
    expect(formatCompleteness(87)).toBe('87%');
  });
});
