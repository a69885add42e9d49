import { SUBSCRIPTION_LINK_ENDPOINTS, type SubscriptionChange } from '@rsd/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../data/api-client';

/** Which link a page answers: the confirmation mail's, or an update's unsubscribe link. */
export type SubscriptionLinkKind = 'confirm' | 'unsubscribe';

/** Why a link's button failed, in the words the page shows. */
export type LinkFailure = 'expired' | 'used' | 'invalid' | 'rate_limited' | 'failed';

/** The failure a page explains: the token's own codes first, anything else a plain failure worth retrying. */
export function linkFailureOf(error: unknown): LinkFailure {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.body?.error.code) {
    case 'token_expired':
      return 'expired';
    case 'token_used':
      return 'used';
    // A token the contract refuses by its form is as good as forged: the link was cut or altered.
    case 'token_invalid':
    case 'validation_failed':
      return 'invalid';
    case 'rate_limited':
      return 'rate_limited';
    default:
      return 'failed';
  }
}

/** The Confirm or Unsubscribe button's post: the token is its only credential. */
export function useSubscriptionLink(kind: SubscriptionLinkKind) {
  return useMutation({
    mutationFn: (token: string): Promise<SubscriptionChange> =>
      kind === 'confirm'
        ? callApi(SUBSCRIPTION_LINK_ENDPOINTS.confirmSubscription, { body: { token } })
        : callApi(SUBSCRIPTION_LINK_ENDPOINTS.unsubscribe, { body: { token } }),
  });
}
