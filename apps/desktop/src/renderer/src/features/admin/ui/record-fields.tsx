import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './admin-record.css';

export interface RecordField {
  label: string;
  /** Null, undefined or '' reads 'Not provided'. */
  value: ReactNode;
}

/** What a view page shows of a stored value: lists joined, objects as indented JSON, a blank or an empty list as null. */
export function fieldValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? null : value.join(', ');
  }
  if (typeof value === 'object') return <pre className="record-json">{JSON.stringify(value, null, 2)}</pre>;
  return String(value);
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Every field of a record as a labelled list (every admin view page). An empty value reads 'Not provided', in
 * words: a dash is read as "dash", or not at all, by a screen reader.
 */
export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <dl className="record-fields">
      {fields.map((field) => (
        <div key={field.label} className="record-field">
          <dt>{field.label}</dt>
          <dd>{isBlank(field.value) ? <span className={Classes.TEXT_MUTED}>Not provided</span> : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
