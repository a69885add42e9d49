/**
 * The id of the footer's last block, the end of every public page's layout. The web build's pages hold their first
 * frame until it is parsed (vite/prerender-shell.ts): a frame painted from a half-parsed page moved the header's
 * tools as the rest of them arrived.
 */
export const PAGE_END_ID = 'page-end';
