import { Classes } from '@blueprintjs/core';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** Spec §9: six boxes while the simulators load. */
export const COMPARE_SKELETON_BOXES = 6;

export function CompareSkeleton() {
  return (
    <div className="compare-skeleton" aria-busy="true">
      <VisuallyHidden>
        <output>Loading simulators...</output>
      </VisuallyHidden>
      {Array.from({ length: COMPARE_SKELETON_BOXES }, (_, index) => (
        <div key={index} className={`compare-skeleton-box ${Classes.SKELETON}`} aria-hidden="true" />
      ))}
    </div>
  );
}
