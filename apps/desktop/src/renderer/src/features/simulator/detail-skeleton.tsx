import { Classes } from '@blueprintjs/core';

/** Stands in for the detail page while the simulator loads. */
export function DetailSkeleton() {
  return (
    <div className="page detail-skeleton" aria-busy="true" aria-label="Loading simulator details">
      <h1 className={Classes.SKELETON}>Simulator name</h1>
      <p className={Classes.SKELETON}>Simulator full name and last update</p>
      <div className={`${Classes.SKELETON} skeleton-tabs`} />
      <div className={`${Classes.SKELETON} skeleton-block`} />
    </div>
  );
}
