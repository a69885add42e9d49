/** A plain-text table: the first row is the header; numeric-looking cells are right-aligned. */
export function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  const numeric = /^[-+]?[\d.,]+\s*(%|x|ms|B|KB|MB|kB)?$/;
  const line = (row: string[]) =>
    row
      .map((cell, col) => (numeric.test(cell) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function bytes(n: number): string {
  if (n < 10_000) return `${int(n)} B`;
  if (n < 10_000_000) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

export const ms = (n: number) => `${Number.isInteger(n) || n >= 10 ? n.toFixed(0) : n.toFixed(2)} ms`;

export const ratio = (n: number) => `${n.toFixed(2)}x`;

export const percent = (n: number) => `${(n * 100).toFixed(n < 0.001 ? 4 : 2)} %`;
