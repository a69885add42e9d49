import { Button, Intent, Tag } from '@blueprintjs/core';
import type { ErrorReport } from '@rsd/core';
import { useSetErrorReportResolved } from './mutations';

export function ReportStatusTag({ resolved }: { resolved: boolean }) {
  return (
    <Tag intent={resolved ? Intent.SUCCESS : Intent.WARNING} minimal>
      {resolved ? 'Resolved' : 'Pending'}
    </Tag>
  );
}

/** Resolve a pending report, reopen a resolved one (product rules §4). */
export function ReportStatusButton({ report, size }: { report: Pick<ErrorReport, 'id' | 'resolved'>; size?: 'small' }) {
  const change = useSetErrorReportResolved();
  const label = report.resolved ? 'Reopen' : 'Resolve';
  return (
    <Button
      size={size}
      intent={report.resolved ? Intent.NONE : Intent.SUCCESS}
      text={label}
      aria-label={`${label} report ${report.id}`}
      loading={change.isPending}
      onClick={() => change.mutate({ id: report.id, resolved: !report.resolved })}
    />
  );
}
