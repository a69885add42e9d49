import type { Citable } from './citable';

const withPeriod = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** APA 7 author list: "A", "A & B", "A, B, & C". */
const apaAuthors = (authors: readonly string[]): string => {
  if (authors.length <= 2) return authors.join(' & ');
  return `${authors.slice(0, -1).join(', ')}, & ${authors.at(-1)}`;
};

/**
 * A plain-text APA 7 reference. A missing date is APA's "n.d."; with no author the title takes the author's
 * place, as APA prescribes. Nothing else is filled in.
 */
export function toApa(item: Citable): string {
  const when = `(${item.year ?? 'n.d.'}).`;
  const version = item.version ? ` (Version ${item.version})` : '';
  const label = item.kind === 'software' ? ' [Computer software]' : '';
  const title = withPeriod(`${item.title}${version}${label}`);
  const source = item.journal ? ` ${withPeriod(item.journal)}` : '';
  const link = item.url ?? item.repository;
  const tail = `${source}${link ? ` ${link}` : ''}`;
  const head = item.authors.length > 0 ? `${withPeriod(apaAuthors(item.authors))} ${when} ${title}` : `${title} ${when}`;
  return `${head}${tail}`.replaceAll(/\s+/g, ' ').trim();
}
