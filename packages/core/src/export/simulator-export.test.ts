import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { exportSimulators } from './simulator-export';

const list = [
  makeSimulator({ id: 1, name: 'OPM Flow' }),
  makeSimulator({ id: 2, name: 'MRST', fullName: 'MATLAB Reservoir Simulation Toolbox' }),
];

describe('exportSimulators', () => {
  it('CSV: a .csv file with a BOM and a row per simulator', () => {
    const file = exportSimulators(list, 'csv');
    expect(file.fileName).toBe('simulators.csv');
    expect(file.mimeType).toMatch(/^text\/csv/);
    expect(file.content.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('JSON: the rows as they are, parseable back', () => {
    const file = exportSimulators(list, 'json');
    expect(file.fileName).toBe('simulators.json');
    expect(JSON.parse(file.content)).toEqual(list);
  });

  it('BibTeX: one @software entry per simulator', () => {
    const file = exportSimulators(list, 'bibtex');
    expect(file.fileName).toBe('simulators.bib');
    expect(file.content.match(/@software\{/g)).toHaveLength(2);
    expect(file.content).toContain('title = {{MRST: MATLAB Reservoir Simulation Toolbox}}');
  });

  it('an empty list gives valid empty files', () => {
    expect(JSON.parse(exportSimulators([], 'json').content)).toEqual([]);
    expect(exportSimulators([], 'bibtex').content).toBe('');
  });

  it('takes a base name', () => {
    expect(exportSimulators(list, 'csv', 'filtered').fileName).toBe('filtered.csv');
  });
});
