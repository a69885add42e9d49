import { BriefcaseIcon, MapMarkerIcon, PersonIcon } from '@blueprintjs/icons';
import { experienceLevelLabel, jobTypeLabel, locationTypeLabel, type Job } from '@rsd/core';

/** Where, what kind and what level: the facts a job card and the job page both lead with. */
export function JobFacts({ job }: { job: Job }) {
  return (
    <>
      <span>
        <MapMarkerIcon size={14} aria-hidden /> {job.location} ({locationTypeLabel(job.locationType)})
      </span>
      <span>
        <BriefcaseIcon size={14} aria-hidden /> {jobTypeLabel(job.jobType)}
      </span>
      <span>
        <PersonIcon size={14} aria-hidden /> {experienceLevelLabel(job.experienceLevel)}
      </span>
    </>
  );
}
