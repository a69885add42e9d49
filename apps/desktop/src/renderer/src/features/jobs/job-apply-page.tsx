import { Card, Classes } from '@blueprintjs/core';
import { experienceLevelLabel, formatJobDateLong, formatSalary, jobTypeLabel, locationTypeLabel, parseId } from '@rsd/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ApplyActions } from './apply-actions';
import { JobErrorBox, JOB_ERROR_TITLE } from './job-error-box';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { useJobView } from './use-job-view';
import './jobs.css';

/** /jobs/{id}/apply: the job in short and the one action that sends the visitor to apply. */
export function JobApplyPage() {
  const id = parseId(useParams().id ?? '');
  const { job, loading } = useJobView(id);
  const now = useState(() => new Date())[0];
  usePageTitle(
    job ? `Apply: ${job.title}` : loading ? null : JOB_ERROR_TITLE,
    job ? `How to apply for ${job.title} at ${job.company}.` : undefined,
  );

  if (loading || !job) {
    return loading ? <JobDetailSkeleton /> : <JobErrorBox />;
  }
  return (
    <article className="page job-apply">
      <p>
        <Link to={`/jobs/${job.id}`}>← Back to the job details</Link>
      </p>
      <h1>Apply for {job.title}</h1>
      <Card className="job-apply-summary">
        <h2 className={Classes.HEADING}>{job.company}</h2>
        <dl className="job-overview">
          <dt>Location</dt>
          <dd>
            {job.location} ({locationTypeLabel(job.locationType)})
          </dd>
          <dt>Job type</dt>
          <dd>{jobTypeLabel(job.jobType)}</dd>
          <dt>Experience level</dt>
          <dd>{experienceLevelLabel(job.experienceLevel)}</dd>
          <dt>Salary</dt>
          <dd>{formatSalary(job, { detail: true })}</dd>
          <dt>Posted</dt>
          <dd>{formatJobDateLong(job.postedAt)}</dd>
          {job.expiresAt ? (
            <>
              <dt>Expires</dt>
              <dd>{formatJobDateLong(job.expiresAt)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <section className="job-apply-action" aria-labelledby="apply-heading">
        <h2 id="apply-heading">How to apply</h2>
        <p>Applications are handled by the employer, not by this directory. The button below takes you to them.</p>
        <ApplyActions job={job} now={now} large />
      </section>
    </article>
  );
}
