import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { CSV_BOM, csvCell, csvLine } from './csv';
import { simulatorCsvHeader, simulatorCsvRow, simulatorsToCsv } from './simulator-csv';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['crlf\r\ninside', '"crlf\r\ninside"'],
    ['Ünïcødé – CO₂', '"Ünïcødé – CO₂"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a=b', '"a=b"'],
    [' =not first', '" =not first"'],
  ])('%j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('ends a record with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('"a","b"\r\n');
  });
});

const separators = (line: string): number => (line.match(/","/g) ?? []).length;

describe('simulatorsToCsv', () => {
  it('starts with the BOM and a header, then one row per simulator', () => {
    const csv = simulatorsToCsv([makeSimulator({ id: 1 }), makeSimulator({ id: 2, name: 'MRST' })]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const records = csv.slice(1).split('\r\n');
    expect(records).toHaveLength(4);
    expect(records[0]).toMatch(/^"id","name","fullName",/);
    expect(records[2]).toMatch(/^"2","MRST",/);
    expect(records[3]).toBe('');
  });

  it('joins lists with "; " and reads organisations of both shapes', () => {
    const row = simulatorCsvRow(
      makeSimulator({
        programmingLanguages: ['C++', 'Python'],
        organizations: ['SINTEF', { name: 'Equinor', role: 'Developer' }, { name: '' }],
      }),
    );
    expect(row).toContain('"C++; Python"');
    expect(row).toContain('"SINTEF; Equinor"');
  });

  it('writes missing values as empty cells, never "null"', () => {
    const row = simulatorCsvRow(
      makeSimulator({ sourceCodeRepository: null, licenseType: null, lastReleaseDate: null, lastReleaseVersion: null }),
    );
    expect(row).not.toContain('null');
    expect(row).toContain('""');
  });

  it('neutralises formulas in any column', () => {
    const row = simulatorCsvRow(makeSimulator({ name: '=cmd|calc', applicationAreas: ['-EOR', 'ok'] }));
    expect(row).toContain(`"'=cmd|calc"`);
    expect(row).toContain(`"'-EOR; ok"`);
  });

  it('an empty list is the header alone', () => {
    expect(simulatorsToCsv([])).toBe(simulatorCsvHeader());
  });

  it('has as many cells in every row as in the header', () => {
    expect(separators(simulatorCsvRow(makeSimulator()))).toBe(separators(simulatorCsvHeader()));
  });
});
