import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './admin-table.css';

export interface RecordField {
  label: string;
  value: ReactNode;
}

/** A view page's fields as a description list; an empty value reads 'Not provided' instead of a blank. */
export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <dl className="admin-record-fields">
      {fields.map((field) => (
        <div key={field.label} className="admin-record-field">
          <dt>{field.label}</dt>
          <dd>{field.value === null || field.value === undefined || field.value === '' ? <span className={Classes.TEXT_MUTED}>Not provided</span> : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
