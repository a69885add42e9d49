import type { Citable } from './citable';

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text LaTeX prints as written, in one pass so an escape's own braces are not escaped again. */
export const escapeLatex = (text: string): string =>
  text.replaceAll(/[\\{}&%$#_~^]/g, (char) => LATEX_SPECIALS[char] ?? char).replaceAll(/\s+/g, ' ');

/** URL fields are verbatim in biblatex; only braces (which would end the field) and spaces are encoded. */
const bibUrl = (url: string): string => url.replaceAll('{', '%7B').replaceAll('}', '%7D').replaceAll(/\s/g, '%20');

/** Each author braced so organisation names are kept whole instead of parsed as "First Last". */
const bibAuthors = (authors: readonly string[]): string => authors.map((a) => `{${escapeLatex(a)}}`).join(' and ');

/** One BibTeX entry (biblatex @software for tools); fields without a value are left out. */
export function toBibtex(item: Citable): string {
  const fields: Array<[string, string | undefined]> = [
    ['author', item.authors.length > 0 ? bibAuthors(item.authors) : undefined],
    ['title', `{${escapeLatex(item.title)}}`],
    ['journal', item.journal && escapeLatex(item.journal)],
    ['version', item.version && escapeLatex(item.version)],
    ['date', item.date],
    ['year', item.year === undefined ? undefined : String(item.year)],
    ['url', item.url && bibUrl(item.url)],
    ['repository', item.repository && bibUrl(item.repository)],
    ['license', item.license && escapeLatex(item.license)],
  ];
  const body = fields
    .filter((field): field is [string, string] => field[1] !== undefined && field[1] !== '')
    .map(([name, value]) => `  ${name} = {${value}},`)
    .join('\n');
  return `@${item.kind}{${item.key},\n${body}\n}\n`;
}

/** Several entries in one .bib file. */
export const toBibtexFile = (items: readonly Citable[]): string => items.map(toBibtex).join('\n');
