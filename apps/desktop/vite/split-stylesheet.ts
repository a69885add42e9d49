import { parse } from 'postcss';

/**
 * Cuts a stylesheet into consecutive parts of about `partBytes` each, at top-level rules only (an @media block
 * stays whole), so their concatenation in order is the sheet. The browser parses each part in a task of its own
 * as it arrives, instead of Blueprint's whole sheet in one long task (home's Total Blocking Time); linked in this
 * order, the parts cascade as the one sheet did.
 */
export function splitStylesheet(css: string, partBytes: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const node of parse(css).nodes) {
    const text = node.toString();
    if (part !== '' && part.length + text.length > partBytes) {
      parts.push(part);
      part = '';
    }
    part += text;
  }
  if (part !== '' || parts.length === 0) parts.push(part);
  return parts;
}
