import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { toApa } from './apa';
import { escapeLatex, toBibtex } from './bibtex';
import { publicationCitable, simulatorCitable } from './citable';
import { toCitationCff, yamlString } from './citation-cff';
import { toRis } from './ris';

const full = makeSimulator({
  organizations: ['SINTEF', { name: 'Equinor', role: 'Developer' }],
  relevantOrganizations: ['NORCE'],
});
const bare = makeSimulator({
  id: 7,
  name: 'Tool',
  fullName: 'Tool',
  organizations: [],
  relevantOrganizations: ['Someone'],
  lastReleaseDate: null,
  lastReleaseVersion: null,
  sourceCodeRepository: null,
  licenseType: null,
  website: '',
  shortDescription: '',
  applicationAreas: [],
});

describe('simulatorCitable', () => {
  it('takes authors from the own organisations only, never the relevant ones', () => {
    expect(simulatorCitable(full).authors).toEqual(['SINTEF', 'Equinor']);
    expect(simulatorCitable(bare).authors).toEqual([]);
  });

  it('joins name and full name only when they differ', () => {
    expect(simulatorCitable(full).title).toBe('OPM Flow: Open Porous Media Flow');
    expect(simulatorCitable(bare).title).toBe('Tool');
  });

  it('keys are ASCII letters and digits with the year', () => {
    expect(simulatorCitable(full).key).toBe('opmflow2024');
    expect(simulatorCitable(makeSimulator({ name: 'Ωμέγα', lastReleaseDate: null, id: 3 })).key).toBe('simulator3');
    expect(simulatorCitable(makeSimulator({ name: 'Düne-FEM' })).key).toBe('dunefem2024');
  });
});

describe('BibTeX', () => {
  it('writes a complete @software entry', () => {
    expect(toBibtex(simulatorCitable(full))).toBe(
      [
        '@software{opmflow2024,',
        '  author = {{SINTEF} and {Equinor}},',
        '  title = {{OPM Flow: Open Porous Media Flow}},',
        '  version = {2024.04},',
        '  date = {2024-04-30},',
        '  year = {2024},',
        '  url = {https://opm-project.org},',
        '  repository = {https://github.com/OPM/opm-simulators},',
        '  license = {GPL-3.0},',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('omits every missing field instead of inventing one', () => {
    const bib = toBibtex(simulatorCitable(bare));
    expect(bib).toBe('@software{tool,\n  title = {{Tool}},\n}\n');
    expect(bib).not.toMatch(/author|year|date|version|url|license|n\.d\./);
  });

  it.each([
    ['R&D 100%', 'R\\&D 100\\%'],
    ['a_b #1 $x$', 'a\\_b \\#1 \\$x\\$'],
    ['{brace}', '\\{brace\\}'],
    ['back\\slash', 'back\\textbackslash{}slash'],
    ['~tilde^caret', '\\textasciitilde{}tilde\\textasciicircum{}caret'],
    ['two\nlines', 'two lines'],
    ['Dümux – CO₂', 'Dümux – CO₂'],
  ])('escapes %j', (input, expected) => {
    expect(escapeLatex(input)).toBe(expected);
  });

  it('keeps braces balanced whatever the text', () => {
    const bib = toBibtex(simulatorCitable(makeSimulator({ name: 'a}b{', fullName: '}}}', organizations: ['{x'] })));
    const depth = [...bib].reduce((d, c, i) => (bib[i - 1] === '\\' ? d : d + (c === '{' ? 1 : c === '}' ? -1 : 0)), 0);
    expect(depth).toBe(0);
  });

  it('encodes braces and spaces in URLs rather than LaTeX-escaping them', () => {
    const bib = toBibtex(simulatorCitable(makeSimulator({ website: 'https://x.org/a_b%20c}{ d' })));
    expect(bib).toContain('url = {https://x.org/a_b%20c%7D%7B%20d}');
  });
});

describe('CITATION.cff', () => {
  it('writes the known facts as quoted YAML', () => {
    const cff = toCitationCff(simulatorCitable(full));
    expect(cff).toContain('cff-version: 1.2.0\n');
    expect(cff).toContain('authors:\n  - name: "SINTEF"\n  - name: "Equinor"\n');
    expect(cff).toContain('version: "2024.04"');
    expect(cff).toContain('date-released: "2024-04-30"');
    expect(cff).toContain('repository-code: "https://github.com/OPM/opm-simulators"');
    expect(cff).toContain('license: "GPL-3.0"');
    expect(cff).toContain('keywords:\n  - "Black oil"');
  });

  it('omits missing fields, and a licence that is not an SPDX id', () => {
    const cff = toCitationCff(simulatorCitable(bare));
    expect(cff).not.toMatch(/^(authors|version|date-released|url|repository-code|license|abstract|keywords):/m);
    expect(toCitationCff(simulatorCitable(makeSimulator({ licenseType: 'Proprietary (free for academia)' })))).not.toContain('license');
    // One word, so shaped like an id, but on no SPDX list: the submission form's 'Proprietary' and 'Other'.
    expect(toCitationCff(simulatorCitable(makeSimulator({ licenseType: 'Proprietary' })))).not.toContain('license');
    expect(toCitationCff(simulatorCitable(makeSimulator({ licenseType: 'apache-2.0' })))).toContain('license: "Apache-2.0"');
  });

  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['a: b # c', '"a: b # c"'],
    ['line\nbreak', '"line\\nbreak"'],
    ['bell\u0007', '"bell\\x07"'],
  ])('quotes %j', (input, expected) => {
    expect(yamlString(input)).toBe(expected);
  });
});

describe('RIS', () => {
  it('writes a COMP record with one AU per author and ER at the end', () => {
    const lines = toRis(simulatorCitable(full)).split('\r\n');
    expect(lines[0]).toBe('TY  - COMP');
    expect(lines).toContain('AU  - SINTEF');
    expect(lines).toContain('AU  - Equinor');
    expect(lines).toContain('PY  - 2024');
    expect(lines).toContain('DA  - 2024/04/30');
    expect(lines).toContain('ET  - 2024.04');
    expect(lines.at(-2)).toBe('ER  - ');
  });

  it('omits missing tags and keeps multi-line values on one line', () => {
    const ris = toRis(simulatorCitable({ ...bare, shortDescription: 'one\ntwo' }));
    expect(ris).toBe('TY  - COMP\r\nTI  - Tool\r\nAB  - one two\r\nER  - \r\n');
  });
});

describe('APA', () => {
  it('formats software with authors, year, version and link', () => {
    expect(toApa(simulatorCitable(full))).toBe(
      'SINTEF & Equinor. (2024). OPM Flow: Open Porous Media Flow (Version 2024.04) [Computer software]. https://opm-project.org',
    );
  });

  it('three authors take a serial comma', () => {
    const item = simulatorCitable(makeSimulator({ organizations: ['A', 'B', 'C'] }));
    expect(toApa(item)).toMatch(/^A, B, & C\. \(2024\)/);
  });

  it('no author: the title leads; no date: n.d.; nothing else invented', () => {
    expect(toApa(simulatorCitable(bare))).toBe('Tool [Computer software]. (n.d.).');
  });
});

describe('publications', () => {
  const publication = {
    title: 'The MRST book',
    url: 'https://doi.org/10.1017/x',
    authors: 'Lie, K.-A.; Møyner, O.',
    year: 2019,
    journal: 'Cambridge University Press',
  };

  it('is an article with its authors split on semicolons', () => {
    const item = publicationCitable(publication, 0);
    expect(item.kind).toBe('article');
    expect(item.authors).toEqual(['Lie, K.-A.', 'Møyner, O.']);
    expect(toBibtex(item)).toContain('@article{lie2019,');
    expect(toBibtex(item)).toContain('journal = {Cambridge University Press}');
    expect(toRis(item)).toContain('TY  - JOUR');
    expect(toApa(item)).toBe('Lie, K.-A. & Møyner, O. (2019). The MRST book. Cambridge University Press. https://doi.org/10.1017/x');
  });

  it('without journal, year or authors it is a plain entry with nothing made up', () => {
    const item = publicationCitable({ title: 'Notes', url: null, authors: '', year: null, journal: '' }, 2);
    expect(toBibtex(item)).toBe('@misc{publication3,\n  title = {{Notes}},\n}\n');
    expect(toRis(item)).toBe('TY  - GEN\r\nTI  - Notes\r\nER  - \r\n');
    expect(toApa(item)).toBe('Notes. (n.d.).');
  });
});
