import { Classes, Tag } from '@blueprintjs/core';
import { moreLabel, submissionAreasPreview } from '@rsd/core';

/** Product rules §2: the first 2 application areas, then '+N more'. */
export function SubmissionAreas({ areas }: { areas: readonly string[] }) {
  const { shown, more } = submissionAreasPreview(areas);
  return (
    <span className="admin-row-actions">
      {shown.map((area) => (
        <Tag key={area} minimal>
          {area}
        </Tag>
      ))}
      {more > 0 ? <span className={Classes.TEXT_MUTED}>{moreLabel(more)}</span> : null}
    </span>
  );
}
