/**
 * The pages a subscription mail links to, with `?token=`: each shows a button that posts the token, since opening a
 * link (as mail scanners do) must change nothing. A module of constants only, for the renderer's route table.
 */
export const SUBSCRIPTION_PAGES = {
  confirm: '/subscription/confirm',
  unsubscribe: '/subscription/unsubscribe',
} as const;
