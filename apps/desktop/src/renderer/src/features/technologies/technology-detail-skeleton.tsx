import { Classes } from '@blueprintjs/core';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** The detail page's frame at its loaded size (header, tabs, content beside the sidebar), so nothing jumps when it arrives. */
export function TechnologyDetailSkeleton() {
  return (
    <div className="page technology-detail" aria-busy="true">
      <VisuallyHidden>
        <output>Loading technology details...</output>
      </VisuallyHidden>
      <div aria-hidden="true">
        <div className={`${Classes.SKELETON} skeleton-line technology-skeleton-back`} />
        <div className={`${Classes.SKELETON} technology-skeleton-title`} />
        <div className={`${Classes.SKELETON} skeleton-line skeleton-line-short`} />
        <div className="technology-detail-body">
          <div>
            <div className={`${Classes.SKELETON} technology-skeleton-tabs`} />
            <div className={`${Classes.SKELETON} technology-skeleton-panel`} />
          </div>
          <div className="technology-sidebar">
            <div className={`${Classes.SKELETON} technology-skeleton-card`} />
            <div className={`${Classes.SKELETON} technology-skeleton-card`} />
          </div>
        </div>
      </div>
    </div>
  );
}
