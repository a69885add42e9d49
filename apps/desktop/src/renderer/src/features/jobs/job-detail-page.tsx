import { Button, Callout, Card, Classes, Tab, Tabs, Tag } from '@blueprintjs/core';
import { AddToArtifactIcon, BookmarkIcon, CalendarIcon, OfficeIcon, OfflineIcon, StarIcon } from '@blueprintjs/icons';
import { formatJobDateLong, parseId, webLinkOrNull, type Job } from '@rsd/core';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ShareButton } from '../../ui/share-button';
import { ExternalLink } from '../../ui/external-link';
import { LinkButton } from '../../ui/link-button';
import { TagList } from '../../ui/tag-list';
import { ExpiryLine } from './expiry-line';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { JobErrorBox, JOB_ERROR_TITLE } from './job-error-box';
import { JobOverview } from './job-overview';
import { JobText } from './job-text';
import { useToggleSavedJob } from './mutations';
import { useJobView } from './use-job-view';
import './jobs.css';
import { JobFacts } from './job-facts';

export const JOB_OUT_OF_DATE = 'You are offline: this job was loaded earlier and may be out of date.';

const TEXT_TABS = [
  { id: 'description', title: 'Description', field: 'description', empty: 'No description was given.' },
  { id: 'requirements', title: 'Requirements', field: 'requirements', empty: 'No requirements were listed.' },
  { id: 'responsibilities', title: 'Responsibilities', field: 'responsibilities', empty: 'No responsibilities were listed.' },
] as const;

function SaveShareButtons({ job, saved }: { job: Job; saved: boolean }) {
  const toggle = useToggleSavedJob();
  return (
    <div className="job-detail-buttons">
      <LinkButton to={`/jobs/${job.id}/apply`} intent="primary">
        Apply Now
      </LinkButton>
      <Button
        icon={saved ? <BookmarkIcon /> : <AddToArtifactIcon />}
        variant="outlined"
        text={saved ? 'Saved' : 'Save'}
        aria-pressed={saved}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ job, save: !saved })}
      />
      <ShareButton title={`${job.title} at ${job.company}`} />
    </div>
  );
}

function JobDetail({ job, saved, outOfDate }: { job: Job; saved: boolean; outOfDate: boolean }) {
  const now = useState(() => new Date())[0];
  const sourceUrl = webLinkOrNull(job.sourceUrl);
  return (
    <article className="page job-detail">
      <p>
        <Link to="/jobs">← Back to all jobs</Link>
      </p>
      {outOfDate ? (
        <Callout intent="warning" icon={<OfflineIcon />} className="jobs-out-of-date">
          {JOB_OUT_OF_DATE}
        </Callout>
      ) : null}
      <header className="job-detail-header">
        {job.isFeatured ? (
          <Tag intent="warning" icon={<StarIcon />} className="job-featured-tag">
            Featured Position
          </Tag>
        ) : null}
        <h1>{job.title}</h1>
        <p className="job-detail-company">
          <OfficeIcon aria-hidden /> {job.company}
        </p>
        <p className={`job-card-meta ${Classes.TEXT_MUTED}`}>
          <JobFacts job={job} />
          <span>
            <CalendarIcon size={14} aria-hidden /> Posted {formatJobDateLong(job.postedAt)}
          </span>
          <ExpiryLine expiresAt={job.expiresAt} now={now} />
        </p>
        <SaveShareButtons job={job} saved={saved} />
      </header>
      <div className="job-detail-layout">
        <div className="job-detail-main">
          <Tabs id="job-tabs" defaultSelectedTabId="description" renderActiveTabPanelOnly className="detail-tabs">
            {TEXT_TABS.map(({ id, title, field, empty }) => (
              <Tab
                key={id}
                id={id}
                title={title}
                disabled={false}
                panel={
                  <>
                    <h2 className="visually-hidden">{title}</h2>
                    <JobText text={job[field]} empty={empty} />
                  </>
                }
              />
            ))}
          </Tabs>
          <section aria-labelledby="job-skills" className="job-section">
            <h2 id="job-skills">Skills</h2>
            {job.tags.length > 0 ? (
              <TagList label="Skills" values={job.tags} />
            ) : (
              <p className={Classes.TEXT_MUTED}>No skills were listed.</p>
            )}
          </section>
          <Card className="job-section" aria-labelledby="job-company">
            <h2 id="job-company">About {job.company}</h2>
            <p>
              {job.company} posted this position for {job.location}.
            </p>
            {job.source?.trim() || sourceUrl ? (
              <p>Source: {sourceUrl ? <ExternalLink href={sourceUrl}>{job.source?.trim() || sourceUrl}</ExternalLink> : job.source}</p>
            ) : null}
          </Card>
        </div>
        <JobOverview job={job} now={now} />
      </div>
    </article>
  );
}

export function JobDetailPage() {
  const id = parseId(useParams().id ?? '');
  const { job, loading, saved, outOfDate } = useJobView(id);
  usePageTitle(
    job ? `${job.title} at ${job.company}` : loading ? null : JOB_ERROR_TITLE,
    job ? `${job.title} at ${job.company}, ${job.location}.` : undefined,
  );

  let content: ReactNode;
  if (loading) content = <JobDetailSkeleton />;
  else if (!job) content = <JobErrorBox />;
  // Keyed by id: another job opens on its Description tab.
  else content = <JobDetail key={job.id} job={job} saved={saved} outOfDate={outOfDate} />;
  return <>{content}</>;
}
