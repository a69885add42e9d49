import type { Citable } from './citable';

const RIS_TYPES: Record<Citable['kind'], string> = { software: 'COMP', article: 'JOUR', misc: 'GEN' };

/** RIS is one tag per line: line breaks inside a value would start a bogus tag. */
const oneLine = (text: string): string => text.replaceAll(/\s+/g, ' ').trim();

/** One RIS record; tags without a value are left out. */
export function toRis(item: Citable): string {
  const tags: Array<[string, string | undefined]> = [
    ['TY', RIS_TYPES[item.kind]],
    ['TI', item.title],
    ...item.authors.map((author): [string, string] => ['AU', author]),
    ['PY', item.year === undefined ? undefined : String(item.year)],
    ['DA', item.date?.replaceAll('-', '/')],
    ['ET', item.version],
    ['JO', item.journal],
    ['UR', item.url],
    ['UR', item.repository],
    ['AB', item.abstract],
    ...(item.keywords ?? []).map((keyword): [string, string] => ['KW', keyword]),
  ];
  const lines = tags
    .filter((tag): tag is [string, string] => tag[1] !== undefined && oneLine(tag[1]) !== '')
    .map(([tag, value]) => `${tag}  - ${oneLine(value)}`);
  return `${[...lines, 'ER  - '].join('\r\n')}\r\n`;
}

export const toRisFile = (items: readonly Citable[]): string => items.map(toRis).join('\r\n');
