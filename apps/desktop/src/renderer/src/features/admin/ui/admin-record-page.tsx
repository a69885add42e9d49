import type { ReactNode } from 'react';
import { LinkButton } from '../../../ui/link-button';
import './admin-record.css';

/** The frame of an admin add, edit or view page: its h1, a way back to the list, then the page's body. */
export function AdminRecordPage({
  title,
  backTo,
  backText,
  actions,
  children,
}: {
  title: string;
  backTo: string;
  backText: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="admin-record-page">
      <div className="admin-record-head">
        <h1>{title}</h1>
        <div className="admin-record-actions">
          {actions}
          <LinkButton to={backTo}>{backText}</LinkButton>
        </div>
      </div>
      {children}
    </article>
  );
}
