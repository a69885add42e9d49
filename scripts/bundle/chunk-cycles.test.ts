import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('chunkCycles', () => {
  it('finds none in a graph whose chunks share imports without importing each other back', () => {
    expect(
      chunkCycles(graph({ index: ['react', 'zod'], simulator: ['zod', 'capabilities'], capabilities: ['zod'], zod: [], react: [] })),
    ).toEqual([]);
  });

  it('finds two chunks that import each other, as the records and the capabilities did', () => {
    const cycles = chunkCycles(
      graph({ index: ['simulator'], simulator: ['zod', 'capabilities'], capabilities: ['zod', 'simulator'], zod: [] }),
    );
    expect(cycles).toEqual([['capabilities', 'simulator']]);
  });

  it('finds a longer cycle and a chunk that imports itself, and leaves out files outside the graph', () => {
    const cycles = chunkCycles(graph({ a: ['b', 'outside.js'], b: ['c'], c: ['a'], d: ['d'] }));
    expect(cycles).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
