import type { ReactNode } from 'react';

export interface RecordField {
  label: string;
  value: ReactNode;
}

/** What a view page shows of a value: lists joined, blanks as a dash, objects as indented JSON. */
export function fieldValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? '—' : value.join(', ');
  }
  if (typeof value === 'object') return <pre className="record-json">{JSON.stringify(value, null, 2)}</pre>;
  return String(value);
}

/** Every field of a record as a labelled list (the admin view pages). */
export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <dl className="record-fields">
      {fields.map((field) => (
        <div key={field.label} className="record-field">
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
