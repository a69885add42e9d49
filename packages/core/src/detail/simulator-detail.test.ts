import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { detailOrganizations, documentationUrl, isUsableLink, parseSimulatorId } from './simulator-detail';

describe('isUsableLink', () => {
  it.each([
    ['https://opm-project.org', true],
    ['  https://opm-project.org  ', true],
    ['', false],
    ['   ', false],
    ['N/A', false],
    ['n/a', false],
    ['#', false],
    [null, false],
    [undefined, false],
    ['http://example.org/a?b=c', true],
    ['javascript:alert(1)', false],
    ['  JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['ftp://example.org', false],
    ['//example.org', false],
    ['www.example.org', false],
  ])('%j -> %s', (url, usable) => {
    expect(isUsableLink(url)).toBe(usable);
  });
});

describe('detail fields', () => {
  it('takes the first official documentation link, new or older shape, when it is usable', () => {
    const newShape = {
      official_documentation: [
        { title: 'Manual', url: 'https://a.org/m' },
        { title: 'B', url: 'https://b.org' },
      ],
    };
    expect(documentationUrl(makeSimulator({ learningResources: newShape }))).toBe('https://a.org/m');
    expect(
      documentationUrl(makeSimulator({ learningResources: JSON.stringify({ documentation: [{ title: 'Old', url: 'https://old.org' }] }) })),
    ).toBe('https://old.org');
    expect(documentationUrl(makeSimulator({ learningResources: { official_documentation: [{ title: 'None', url: 'N/A' }] } }))).toBeNull();
    expect(documentationUrl(makeSimulator({ learningResources: '{not json' }))).toBeNull();
    expect(documentationUrl(makeSimulator({ learningResources: null }))).toBeNull();
  });

  it('takes the own organisations, else the relevant ones (as contributors), else those of the learning resources', () => {
    const own = makeSimulator({
      organizations: [{ name: 'Equinor', role: 'Sponsor', url: 'https://equinor.com' }],
      relevantOrganizations: ['SINTEF'],
    });
    expect(detailOrganizations(own)).toEqual([{ name: 'Equinor', role: 'Sponsor', url: 'https://equinor.com' }]);

    const relevant = makeSimulator({ organizations: [], relevantOrganizations: ['SINTEF'] });
    expect(detailOrganizations(relevant)).toEqual([{ name: 'SINTEF', role: 'Contributor', url: '#' }]);

    const fromResources = makeSimulator({
      organizations: [],
      relevantOrganizations: [],
      learningResources: { relevant_organizations: [{ name: 'TNO', role: 'Developer', url: 'https://tno.nl' }] },
    });
    expect(detailOrganizations(fromResources)).toEqual([{ name: 'TNO', role: 'Developer', url: 'https://tno.nl' }]);

    expect(detailOrganizations(makeSimulator({ organizations: [], relevantOrganizations: [] }))).toEqual([]);
  });
});

describe('parseSimulatorId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['3abc', null],
    [undefined, null],
    ['', null],
    ['abc', null],
    ['007', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    [' 1', null],
    ['0', null],
  ])('%j -> %s (the one id rule)', (raw, id) => {
    expect(parseSimulatorId(raw)).toBe(id);
  });
});
