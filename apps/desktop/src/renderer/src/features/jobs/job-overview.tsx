import { Card, Classes } from '@blueprintjs/core';
import {
  contactMailHref,
  experienceLevelLabel,
  formatJobDateLong,
  formatSalary,
  jobTypeLabel,
  locationTypeLabel,
  type Job,
} from '@rsd/core';
import { ApplyActions } from './apply-actions';
import { ExpiryLine } from './expiry-line';
import { MailLink } from './mail-link';

/** The sidebar: the job at a glance, the ways to apply, and whom to contact. */
export function JobOverview({ job, now }: { job: Job; now: Date }) {
  const mail = contactMailHref(job.contactEmail);
  const hasContact = Boolean(job.contactName?.trim() || job.contactEmail?.trim());
  return (
    <aside className="job-sidebar" aria-label="Job overview">
      <Card className="job-sidebar-card">
        <h2 className={Classes.HEADING}>Job Overview</h2>
        <dl className="job-overview">
          <dt>Salary</dt>
          <dd>{formatSalary(job, { detail: true })}</dd>
          <dt>Location</dt>
          <dd>{job.location}</dd>
          <dt>Location type</dt>
          <dd>{locationTypeLabel(job.locationType)}</dd>
          <dt>Job type</dt>
          <dd>{jobTypeLabel(job.jobType)}</dd>
          <dt>Experience level</dt>
          <dd>{experienceLevelLabel(job.experienceLevel)}</dd>
          <dt>Posted</dt>
          <dd>{formatJobDateLong(job.postedAt)}</dd>
          {job.expiresAt ? (
            <>
              <dt>Expires</dt>
              <dd>
                {formatJobDateLong(job.expiresAt)}
                <br />
                <ExpiryLine expiresAt={job.expiresAt} now={now} />
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card className="job-sidebar-card">
        <h2 className={Classes.HEADING}>Apply for this Position</h2>
        <ApplyActions job={job} now={now} />
      </Card>
      <Card className="job-sidebar-card">
        <h2 className={Classes.HEADING}>Contact Information</h2>
        {hasContact ? (
          <dl className="job-overview">
            {job.contactName?.trim() ? (
              <>
                <dt>Contact</dt>
                <dd>{job.contactName}</dd>
              </>
            ) : null}
            {job.contactEmail?.trim() ? (
              <>
                <dt>E-mail</dt>
                <dd>{mail ? <MailLink href={mail}>{job.contactEmail}</MailLink> : job.contactEmail}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className={Classes.TEXT_MUTED}>No contact details were given for this posting.</p>
        )}
      </Card>
    </aside>
  );
}
