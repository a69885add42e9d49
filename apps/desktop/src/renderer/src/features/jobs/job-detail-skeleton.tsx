import { Classes } from '@blueprintjs/core';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** Stands in for a job page while it loads, at roughly its size; screen readers hear one status line. */
export function JobDetailSkeleton() {
  return (
    <div className="page job-detail-skeleton" aria-busy="true">
      <VisuallyHidden>
        <output>Loading job details...</output>
      </VisuallyHidden>
      <div aria-hidden="true">
        <div className={`${Classes.SKELETON} skeleton-title`} />
        <p className={Classes.SKELETON}>Company, location and job type</p>
        <div className={`${Classes.SKELETON} skeleton-tabs`} />
        <div className={`${Classes.SKELETON} skeleton-block`} />
      </div>
    </div>
  );
}
