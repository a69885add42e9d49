import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  deployedCompanyTotal,
  deploymentSummary,
  deployments,
  impactWidth,
  mailtoHref,
  parseSpecifications,
  sinceYearText,
  splitLines,
} from './technology-details';

describe('impactWidth', () => {
  it.each([
    [0, 0],
    [7, 70],
    [7.5, 75],
    [10, 100],
    [11, 100],
    [-2, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [null, 0],
    [undefined, 0],
  ])('%s -> %s', (score, width) => expect(impactWidth(score)).toBe(width));
});

describe('splitLines', () => {
  it('splits on any newline, trims and drops blank lines', () => {
    expect(splitLines('Faster runs\n  Lower cost  \r\n\n  \nBetter recovery\rLast')).toEqual([
      'Faster runs',
      'Lower cost',
      'Better recovery',
      'Last',
    ]);
  });

  it.each([null, undefined, '', '\n\n  '])('gives [] for %j', (text) => expect(splitLines(text)).toEqual([]));

  it('keeps a single line', () => {
    expect(splitLines('Only one')).toEqual(['Only one']);
  });
});

describe('parseSpecifications', () => {
  it('reads an object, values as text', () => {
    expect(parseSpecifications({ Platform: 'Linux', Cores: 64, GPU: true, Extra: null, Nested: { a: 1 }, List: ['x', 'y'] })).toEqual([
      ['Platform', 'Linux'],
      ['Cores', '64'],
      ['GPU', 'true'],
      ['Extra', ''],
      ['Nested', '{"a":1}'],
      ['List', '["x","y"]'],
    ]);
  });

  it('reads JSON text of an object', () => {
    expect(parseSpecifications('{"Resolution":"1 m","Depth":3000}')).toEqual([
      ['Resolution', '1 m'],
      ['Depth', '3000'],
    ]);
  });

  it.each(['{bad', '[1,2]', '"text"', '42', 'null', '', null, undefined, [['a', 'b']], 5])('gives [] for %j', (spec) => {
    expect(parseSpecifications(spec)).toEqual([]);
  });

  it('gives [] for an empty object', () => {
    expect(parseSpecifications({})).toEqual([]);
  });
});

describe('deployments', () => {
  it('pairs companies with the year at the same index only', () => {
    expect(deployments({ deployedCompanies: ['A', 'B', 'C', 'D'], deployedYears: [2019, '2021', ''] })).toEqual([
      { company: 'A', year: 2019 },
      { company: 'B', year: '2021' },
      { company: 'C', year: null },
      { company: 'D', year: null },
    ]);
  });

  it('ignores surplus years and handles no companies', () => {
    expect(deployments({ deployedCompanies: ['A'], deployedYears: [2018, 2019] })).toEqual([{ company: 'A', year: 2018 }]);
    expect(deployments({ deployedCompanies: [], deployedYears: [2018] })).toEqual([]);
  });
});

describe('deploymentSummary', () => {
  it('uses the spec wording', () => {
    expect(deploymentSummary(4)).toBe('This technology has been deployed by 4 companies.');
    expect(deploymentSummary(0)).toBe('This technology has been deployed by 0 companies.');
  });
});

describe('categoryLabel', () => {
  it.each([
    ['reservoir_simulation', 'Reservoir Simulation'],
    ['eor', 'Eor'],
    ['well__integrity_', 'Well Integrity'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (category, label) => expect(categoryLabel(category)).toBe(label));
});

describe('sinceYearText', () => {
  it.each([
    [2019, 'Since 2019'],
    ['2021', 'Since 2021'],
    [' 2020 ', 'Since 2020'],
    [null, null],
    ['', null],
    ['  ', null],
  ])('%j -> %j', (year, text) => expect(sinceYearText(year)).toBe(text));
});

describe('deployedCompanyTotal', () => {
  it('uses the stored count, never below the listed companies', () => {
    expect(deployedCompanyTotal({ deploymentCount: 12, deployedCompanies: ['A', 'B'] })).toBe(12);
    expect(deployedCompanyTotal({ deploymentCount: 0, deployedCompanies: ['A', 'B'] })).toBe(2);
    expect(deployedCompanyTotal({ deploymentCount: 0, deployedCompanies: [] })).toBe(0);
  });
});

describe('mailtoHref', () => {
  it.each([
    ['jane@example.com', 'mailto:jane@example.com'],
    ['  jane.doe+tech@sub.example.org ', 'mailto:jane.doe+tech@sub.example.org'],
    ['not an email', null],
    ['jane@example', null],
    ['a@b.c?subject=x', null],
    ['a@b.c&body=x', null],
    ['jane@exa mple.com', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (email, href) => expect(mailtoHref(email)).toBe(href));
});
