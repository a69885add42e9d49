import { Spinner } from '@blueprintjs/core';

/**
 * What a lazily loaded route shows while its chunk arrives on a first visit (react-router's HydrateFallback):
 * with it the layout around the page renders at once; without it the router renders nothing and warns.
 */
export function RoutePending() {
  return (
    <div className="page route-pending" aria-busy="true">
      <Spinner size={24} aria-label="Loading page" />
    </div>
  );
}
