/**
 * The card's and the page's word for a repository its owners archived (read-only, no longer developed). A module
 * of its own: home's cards are in the first screen's JavaScript, the rest of the harvested texts (and date-fns'
 * relative times) are not, and a bundle takes a module whole.
 */
export const ARCHIVED_LABEL = 'Archived';
