import { Classes } from '@blueprintjs/core';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** Stands in for the detail page while the simulator loads; screen readers hear one status line instead. */
export function DetailSkeleton() {
  return (
    <div className="page detail-skeleton" aria-busy="true">
      <VisuallyHidden>
        <output>Loading simulator details...</output>
      </VisuallyHidden>
      <div aria-hidden="true">
        <div className={`${Classes.SKELETON} skeleton-title`} />
        <p className={Classes.SKELETON}>Simulator full name and last update</p>
        <div className={`${Classes.SKELETON} skeleton-tabs`} />
        <div className={`${Classes.SKELETON} skeleton-block`} />
      </div>
    </div>
  );
}
