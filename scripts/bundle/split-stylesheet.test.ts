import { parse } from 'postcss';
import { describe, expect, it } from 'vitest';
import { splitStylesheet } from '../../apps/desktop/vite/split-stylesheet';

const SHEET = [
  ':root{--gap:4px}',
  '.a{color:red}',
  '@media (min-width: 768px){.a{color:blue}.b{margin:0}}',
  '.b{padding:var(--gap)}',
  '@keyframes pulse{from{opacity:1}to{opacity:.5}}',
  '.c{animation:pulse 1s}',
].join('');

describe('splitStylesheet', () => {
  it('cuts the sheet into consecutive parts that add up to it, in order', () => {
    const parts = splitStylesheet(SHEET, 40);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe(parse(SHEET).nodes.map(String).join(''));
  });

  it('keeps each part near the size asked for, cutting only between top-level rules', () => {
    const parts = splitStylesheet(SHEET, 40);
    for (const part of parts) {
      const nodes = parse(part).nodes;
      // A part outgrows the size only when one rule alone does.
      expect(part.length <= 40 || nodes.length === 1).toBe(true);
    }
    expect(parts).toContain('@media (min-width: 768px){.a{color:blue}.b{margin:0}}');
  });

  it('leaves a sheet smaller than one part whole', () => {
    expect(splitStylesheet(SHEET, 10_000)).toEqual([parse(SHEET).nodes.map(String).join('')]);
    expect(splitStylesheet('', 10)).toEqual(['']);
  });
});
