import type { AuditEntry } from '@rsd/core';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A record's history, newest first: who did what and when (issue 10's audit log on every view page). */
export function AuditLogList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p className="audit-log-empty">No changes recorded yet.</p>;
  return (
    <ol className="audit-log">
      {entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> <strong>{entry.actorUsername}</strong>{' '}
          <span className="audit-log-action">{entry.action}</span>: {entry.summary}
        </li>
      ))}
    </ol>
  );
}
