/**
 * The headers of a mail a subscriber can leave with one click (RFC 2369 and RFC 8058): the https link the mailbox
 * provider posts `List-Unsubscribe=One-Click` to, and a mailto beside it when one is configured. The link must be
 * https, where RFC 8058 requires it, and carry its token in the query: the provider posts to it as it is.
 */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto?: string): Record<string, string> {
  const links = [`<${oneClickUrl}>`, ...(mailto === undefined ? [] : [`<mailto:${mailto}?subject=unsubscribe>`])];
  return { 'List-Unsubscribe': links.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
