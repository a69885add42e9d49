import { Button, Intent, Tag } from '@blueprintjs/core';
import { humanizeSnakeCase, isDecidable, type SimulatorSubmission, type SubmissionStatus } from '@rsd/core';
import { useDecideSubmission } from './mutations';

const STATUS_INTENT: Record<SubmissionStatus, Intent> = { pending: Intent.WARNING, approved: Intent.SUCCESS, rejected: Intent.DANGER };

export function SubmissionStatusTag({ status }: { status: SubmissionStatus }) {
  return (
    <Tag intent={STATUS_INTENT[status]} minimal>
      {humanizeSnakeCase(status)}
    </Tag>
  );
}

/** Approve and Reject, shown only while the submission is pending (product rules §4). */
export function DecisionButtons({ submission, size }: { submission: Pick<SimulatorSubmission, 'id' | 'name' | 'status'>; size?: 'small' }) {
  const decide = useDecideSubmission();
  if (!isDecidable(submission)) return null;
  const busy = decide.isPending ? decide.variables.status : null;
  return (
    <>
      <Button
        size={size}
        intent={Intent.SUCCESS}
        text="Approve"
        aria-label={`Approve ${submission.name}`}
        loading={busy === 'approved'}
        disabled={busy !== null}
        onClick={() => decide.mutate({ id: submission.id, status: 'approved' })}
      />
      <Button
        size={size}
        intent={Intent.DANGER}
        text="Reject"
        aria-label={`Reject ${submission.name}`}
        loading={busy === 'rejected'}
        disabled={busy !== null}
        onClick={() => decide.mutate({ id: submission.id, status: 'rejected' })}
      />
    </>
  );
}
