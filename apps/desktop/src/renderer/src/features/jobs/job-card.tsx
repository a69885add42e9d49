import { Card, Classes } from '@blueprintjs/core';
import { DollarIcon, OfficeIcon, StarIcon } from '@blueprintjs/icons';
import { formatJobDateShort, formatSalary, visibleTags, type Job } from '@rsd/core';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../ui/link-button';
import { TagList } from '../../ui/tag-list';
import { ExpiryLine } from './expiry-line';
import { JobFacts } from './job-facts';

/** One job in the list: links to its page and its application page. */
export function JobCard({ job, now }: { job: Job; now: Date }) {
  const tags = visibleTags(job.tags);
  const salary = formatSalary(job, { detail: false });
  return (
    <Card className={job.isFeatured ? 'job-card is-featured' : 'job-card'}>
      {job.isFeatured ? (
        <div className="job-card-banner">
          <StarIcon size={12} aria-hidden /> Featured Position
        </div>
      ) : null}
      <div className="job-card-body">
        <h3 className="job-card-title">
          <Link to={`/jobs/${job.id}`}>{job.title}</Link>
        </h3>
        <p className="job-card-company">
          <OfficeIcon size={14} aria-hidden /> {job.company}
        </p>
        <p className={`job-card-meta ${Classes.TEXT_MUTED}`}>
          <JobFacts job={job} />
        </p>
        {salary ? (
          <p className="job-card-salary">
            <DollarIcon size={14} aria-hidden /> {salary}
          </p>
        ) : null}
        <TagList label="Skills" values={tags.tags} more={tags.more} />
        <p className={`job-card-dates ${Classes.TEXT_SMALL}`}>
          <span className={Classes.TEXT_MUTED}>Posted {formatJobDateShort(job.postedAt)}</span>
          <ExpiryLine expiresAt={job.expiresAt} now={now} />
        </p>
      </div>
      <div className="job-card-actions">
        <LinkButton to={`/jobs/${job.id}`} variant="outlined">
          View Details
        </LinkButton>
        <LinkButton to={`/jobs/${job.id}/apply`} intent="primary">
          Apply Now
        </LinkButton>
      </div>
    </Card>
  );
}

/** A placeholder of a card's size while the list loads. */
export function JobCardSkeleton() {
  return (
    <Card className="job-card job-card-skeleton" aria-hidden>
      <div className={`${Classes.SKELETON} skeleton-line skeleton-title`} />
      <div className={`${Classes.SKELETON} skeleton-line`} />
      <div className={`${Classes.SKELETON} skeleton-line`} />
      <div className={`${Classes.SKELETON} skeleton-line skeleton-short`} />
    </Card>
  );
}
