import { describe, expect, it } from 'vitest';
import { readBenchmarkStudies, readOrganizationRefs, splitCommaList } from './fields';

describe('splitCommaList', () => {
  it.each([
    ['C++, Python ,, Fortran', ['C++', 'Python', 'Fortran']],
    ['  single ', ['single']],
    ['', []],
    [' , , ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, list) => expect(splitCommaList(text)).toEqual(list));
});

describe('readBenchmarkStudies', () => {
  it('reads a JSON array and fills missing fields', () => {
    expect(
      readBenchmarkStudies(
        JSON.stringify([
          { benchmark_name: 'SPE10', description: 'Model 2', dataset_url: 'https://spe.example/10' },
          { benchmark_name: 'Norne', publication_or_report_url: 'https://n.example', source_url: ' ' },
        ]),
      ),
    ).toEqual([
      {
        benchmark_name: 'SPE10',
        description: 'Model 2',
        publication_or_report_url: null,
        dataset_url: 'https://spe.example/10',
        source_url: null,
      },
      { benchmark_name: 'Norne', description: '', publication_or_report_url: 'https://n.example', dataset_url: null, source_url: null },
    ]);
  });

  it('reads an already parsed list', () => {
    expect(readBenchmarkStudies([{ benchmark_name: 'A' }])).toHaveLength(1);
  });

  it('drops entries without a name and non-objects', () => {
    expect(readBenchmarkStudies('[{"description":"x"}, "text", 3, null, {"benchmark_name":"  "}, {"name":"Alias"}]')).toEqual([
      { benchmark_name: 'Alias', description: '', publication_or_report_url: null, dataset_url: null, source_url: null },
    ]);
  });

  it.each(['', '   ', '{not json', '{"benchmark_name":"single object"}', '42', 'null', null, undefined, 7])('gives [] for %j', (raw) => {
    expect(readBenchmarkStudies(raw)).toEqual([]);
  });
});

describe('readOrganizationRefs', () => {
  it('reads names and objects, keeping only given role and url', () => {
    expect(
      readOrganizationRefs('["SINTEF", {"name":"Equinor","role":"Sponsor"}, {"name":"TU Delft","url":"https://tudelft.example"}]'),
    ).toEqual(['SINTEF', { name: 'Equinor', role: 'Sponsor' }, { name: 'TU Delft', url: 'https://tudelft.example' }]);
  });

  it('drops nameless entries', () => {
    expect(readOrganizationRefs('["", " ", {"role":"x"}, 5, null]')).toEqual([]);
  });

  it.each(['', 'oops', '{"name":"x"}', null])('gives [] for %j', (raw) => expect(readOrganizationRefs(raw)).toEqual([]));
});
