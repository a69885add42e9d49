import { Spinner } from '@blueprintjs/core';
import type { AuditEntry } from '@rsd/core';
import { AuditLogList } from './audit-log-list';
import { ErrorBox } from '../../../ui/error-box';

/** A record's audit log on its view page (who changed it, how and when): loading, failed or the entries. */
export function AuditLogSection({ entries, failed }: { entries: readonly AuditEntry[] | undefined; failed: boolean }) {
  return (
    <section aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading">Audit log</h2>
      {entries ? (
        <AuditLogList entries={entries} />
      ) : failed ? (
        <ErrorBox>Failed to load the audit log. Please try again.</ErrorBox>
      ) : (
        <Spinner size={20} aria-label="Loading audit log" />
      )}
    </section>
  );
}
