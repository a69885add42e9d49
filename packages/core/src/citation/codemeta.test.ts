import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { toCodeMeta } from './codemeta';
import { CodeMetaDocument } from './codemeta-document';
import { spdxLicenseId } from './spdx';

describe('toCodeMeta', () => {
  it('writes the record as a CodeMeta 3.0 SoftwareSourceCode', () => {
    const simulator = makeSimulator({
      organizations: ['SINTEF', { name: 'Equinor', role: 'Developer', url: 'https://www.equinor.com' }, { name: 'Lab', url: '#' }],
      relevantOrganizations: ['NORCE'],
      programmingLanguages: ['C++ (core)', 'Python', 'C++ (bindings)'],
    });
    expect(toCodeMeta(simulator)).toEqual({
      '@context': 'https://w3id.org/codemeta/3.0',
      '@type': 'SoftwareSourceCode',
      name: 'OPM Flow',
      description: 'A reservoir simulator from the OPM initiative.',
      url: 'https://opm-project.org',
      codeRepository: 'https://github.com/OPM/opm-simulators',
      license: 'https://spdx.org/licenses/GPL-3.0',
      programmingLanguage: ['C++', 'Python'],
      version: '2024.04',
      dateModified: '2024-04-30',
      // Its own organisations only, a URL only where it is one ('#' is the display default, not an address).
      producer: [
        { '@type': 'Organization', name: 'SINTEF' },
        { '@type': 'Organization', name: 'Equinor', url: 'https://www.equinor.com' },
        { '@type': 'Organization', name: 'Lab' },
      ],
      keywords: ['Black oil', 'CO2 storage', 'EOR'],
    });
    expect(CodeMetaDocument.safeParse(toCodeMeta(simulator)).error).toBeUndefined();
  });

  it('leaves every missing fact out rather than writing null or a placeholder', () => {
    const bare = makeSimulator({
      description: ' ',
      shortDescription: 'Short.',
      website: 'N/A',
      sourceCodeRepository: null,
      licenseType: null,
      licenseUrl: null,
      programmingLanguages: [' '],
      applicationAreas: [],
      lastReleaseVersion: null,
      lastReleaseDate: null,
      organizations: [],
    });
    const document = toCodeMeta(bare);
    expect(document).toEqual({
      '@context': 'https://w3id.org/codemeta/3.0',
      '@type': 'SoftwareSourceCode',
      name: 'OPM Flow',
      description: 'Short.',
    });
    expect(JSON.stringify(document)).not.toMatch(/null|undefined/);
  });

  it.each([
    ['an SPDX id, in SPDX spelling whatever the case', 'apache-2.0', null, 'https://spdx.org/licenses/Apache-2.0'],
    ['a deprecated SPDX id, which spdx.org still describes', 'LGPL-2.1', null, 'https://spdx.org/licenses/LGPL-2.1'],
    [
      'free text with its URL',
      'Proprietary',
      'https://example.org/eula',
      { '@type': 'schema:CreativeWork', name: 'Proprietary', url: 'https://example.org/eula' },
    ],
    ['an expression, no id itself', 'MIT AND CC0-1.0', null, { '@type': 'schema:CreativeWork', name: 'MIT AND CC0-1.0' }],
    [
      'a LicenseRef, which has no SPDX page',
      'LicenseRef-Modified-BSD',
      null,
      { '@type': 'schema:CreativeWork', name: 'LicenseRef-Modified-BSD' },
    ],
    ['only a URL', null, 'https://example.org/licence', 'https://example.org/licence'],
    ['nothing', null, null, undefined],
  ])('licence: %s', (_case, licenseType, licenseUrl, expected) => {
    expect(toCodeMeta(makeSimulator({ licenseType, licenseUrl })).license).toEqual(expected);
  });
});

describe('spdxLicenseId', () => {
  it.each([
    ['MIT', 'MIT'],
    [' gpl-3.0-or-later ', 'GPL-3.0-or-later'],
    ['Proprietary', undefined],
    ['Other', undefined],
    ['MIT OR Apache-2.0', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j is %j', (text, id) => {
    expect(spdxLicenseId(text)).toBe(id);
  });
});
