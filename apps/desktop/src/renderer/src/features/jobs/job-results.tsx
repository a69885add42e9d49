import { jobsFoundText, type Job } from '@rsd/core';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBox } from '../../ui/error-box';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { JobCard, JobCardSkeleton } from './job-card';

export const JOBS_LIST_ERROR = 'Error loading jobs. Please try again.';
export const NO_JOBS_FOUND = 'No jobs found';
/** Product rules §9: the job skeleton is 3 cards. */
const SKELETON_COUNT = 3;

export type JobResultsState = { status: 'pending' } | { status: 'error'; offline: boolean } | { status: 'success'; jobs: Job[] };

/** The list under the filters: 3 skeleton cards, the error, 'No jobs found', or the count line and the cards. */
export function JobResults({ state, now, emptyHint }: { state: JobResultsState; now: Date; emptyHint?: string }) {
  if (state.status === 'pending') {
    return (
      <div className="job-list" aria-busy="true">
        <VisuallyHidden>
          <output>Loading jobs...</output>
        </VisuallyHidden>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <JobCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBox>
        {JOBS_LIST_ERROR}
        {state.offline ? ' You are offline: the jobs you saved are on the Saved tab.' : null}
      </ErrorBox>
    );
  }
  return (
    <>
      <output className="jobs-count">{jobsFoundText(state.jobs.length)}</output>
      {state.jobs.length === 0 ? (
        <EmptyState icon="search" title={NO_JOBS_FOUND} description={emptyHint} />
      ) : (
        <ul className="job-list" aria-label="Jobs">
          {state.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={now} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
