import { Button } from '@blueprintjs/core';
import { LinkButton } from '../../../ui/link-button';

/** A list row's View, Edit and Delete (the caller asks for confirmation before deleting). */
export function RecordActions({ base, id, name, onDelete }: { base: string; id: number; name: string; onDelete: () => void }) {
  return (
    <div className="admin-row-actions">
      <LinkButton to={`${base}/view/${id}`} variant="minimal">
        View
      </LinkButton>
      <LinkButton to={`${base}/edit/${id}`} variant="minimal">
        Edit
      </LinkButton>
      <Button variant="minimal" intent="danger" text="Delete" aria-label={`Delete ${name}`} onClick={onDelete} />
    </div>
  );
}
