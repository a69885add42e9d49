import { Spinner } from '@blueprintjs/core';
import type { AuditedEntity } from '@rsd/core';
import { AuditLogList } from '../../ui/audit-log-list';
import { ErrorBox } from '../../ui/error-box';
import { useAuditLog } from './queries';

/** A record's audit log on its view page: who changed it, how and when. */
export function AuditLogSection({ entity, id }: { entity: AuditedEntity; id: number }) {
  const log = useAuditLog(entity, id);
  return (
    <section aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading">Audit log</h2>
      {log.data ? (
        <AuditLogList entries={log.data} />
      ) : log.isError ? (
        <ErrorBox>Failed to load the audit log. Please try again.</ErrorBox>
      ) : (
        <Spinner size={20} aria-label="Loading audit log" />
      )}
    </section>
  );
}
