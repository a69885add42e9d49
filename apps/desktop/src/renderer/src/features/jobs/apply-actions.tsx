import { Callout, Classes } from '@blueprintjs/core';
import { EnvelopeIcon, ShareIcon, TimeIcon } from '@blueprintjs/icons';
import { expiryText, formatJobDateLong, jobApplyTarget, type Job } from '@rsd/core';
import { ExternalButton } from '../../ui/external-link';
import { MailButton } from './mail-link';

export const JOB_EXPIRED_NOTICE = 'This job posting has expired and may no longer accept applications.';
export const NO_APPLY_TARGET = 'This posting gives no application link or e-mail address. Use the contact information, if any.';

/**
 * The way to apply: the posting's web form (http(s) only) or an e-mail to its address. An expired posting
 * says so first; its link stays, since some employers keep reading late applications.
 */
export function ApplyActions({ job, now, large }: { job: Job; now: Date; large?: boolean }) {
  const target = jobApplyTarget(job);
  const expired = expiryText(job.expiresAt, now)?.expired ?? false;
  return (
    <div className="apply-actions">
      {expired ? (
        <Callout intent="danger" icon={<TimeIcon />} title="Expired" className="apply-expired">
          {JOB_EXPIRED_NOTICE} It expired on {formatJobDateLong(job.expiresAt)}.
        </Callout>
      ) : null}
      {target?.kind === 'url' ? (
        <ExternalButton
          href={target.href}
          text="Apply on the employer's site"
          icon={ShareIcon}
          intent={expired ? 'none' : 'primary'}
          large={large}
        />
      ) : null}
      {target?.kind === 'email' ? (
        <>
          <MailButton href={target.href} text="Apply by e-mail" icon={EnvelopeIcon} intent={expired ? 'none' : 'primary'} large={large} />
          <p className={Classes.TEXT_MUTED}>Applications go to {target.address}.</p>
        </>
      ) : null}
      {target === null ? <p>{NO_APPLY_TARGET}</p> : null}
    </div>
  );
}
