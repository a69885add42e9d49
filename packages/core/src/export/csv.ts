/** RFC 4180 CSV that spreadsheet programs open cleanly and cannot turn into formulas. */

/** Excel reads UTF-8 only when the file starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

/** A spreadsheet evaluates a cell starting with one of these (tab and CR too, per OWASP's CSV injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula starts neutralised with a leading apostrophe, then always quoted, quotes doubled. */
export const csvCell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One record with its CRLF terminator. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Lists go in one cell, joined as the issue asks. */
export const joinCsvList = (items: readonly string[]): string => items.join('; ');
