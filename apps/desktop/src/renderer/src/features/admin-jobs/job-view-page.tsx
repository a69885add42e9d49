import { Card, Spinner } from '@blueprintjs/core';
import { parseId, type Job } from '@rsd/core';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { AuditLogSection } from '../admin/ui/audit-log-section';
import { ErrorBox } from '../../ui/error-box';
import { LinkButton } from '../../ui/link-button';
import { fieldValue, RecordFields, type RecordField } from '../admin/ui/record-fields';
import { useFailureToast } from '../../ui/use-failure-toast';
import { JOB_LOAD_FAILURE } from './job-form-page';
import { loadFailure } from '../admin/mutations';
import { useAuditLog } from '../admin/queries';
import { ADMIN_JOBS_PATH } from './mutations';
import { useAdminJob } from './queries';

const FIELDS: readonly (readonly [string, keyof Job])[] = [
  ['ID', 'id'],
  ['Title', 'title'],
  ['Company', 'company'],
  ['Location', 'location'],
  ['Location Type', 'locationType'],
  ['Job Type', 'jobType'],
  ['Experience Level', 'experienceLevel'],
  ['Minimum Salary', 'salaryMin'],
  ['Maximum Salary', 'salaryMax'],
  ['Salary Currency', 'salaryCurrency'],
  ['Tags', 'tags'],
  ['Posted', 'postedAt'],
  ['Expires', 'expiresAt'],
  ['Featured', 'isFeatured'],
  ['Description', 'description'],
  ['Requirements', 'requirements'],
  ['Responsibilities', 'responsibilities'],
  ['Application URL', 'applicationUrl'],
  ['Application Email', 'applicationEmail'],
  ['Contact Name', 'contactName'],
  ['Contact Email', 'contactEmail'],
  ['Source', 'source'],
  ['Source URL', 'sourceUrl'],
  ['Updated', 'updatedAt'],
  ['Version', 'version'],
];

const fieldsOf = (job: Job): RecordField[] =>
  FIELDS.map(([label, key]) => ({ label, value: key === 'isFeatured' ? (job.isFeatured ? 'Yes' : 'No') : fieldValue(job[key]) }));

/** `/admin/jobs/view/{id}`: every field of the job posting as stored, and its audit log. */
export function JobViewPage() {
  const id = parseId(useParams().id ?? '');
  const record = useAdminJob(id);
  const loadError = loadFailure(record.error, JOB_LOAD_FAILURE);
  useFailureToast(loadError);
  usePageTitle(record.data ? `Job: ${record.data.title}` : 'View Job');

  let body;
  if (id === null) body = <ErrorBox>{JOB_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading job" />;
  else {
    body = (
      <>
        <Card elevation={1}>
          <RecordFields fields={fieldsOf(record.data)} />
        </Card>
        <JobAuditLog id={id} />
      </>
    );
  }
  return (
    <AdminRecordPage
      title={record.data ? record.data.title : 'View Job'}
      backTo={ADMIN_JOBS_PATH}
      backText="Back to Jobs"
      actions={
        id === null ? null : (
          <LinkButton to={`${ADMIN_JOBS_PATH}/edit/${id}`} intent="primary">
            Edit
          </LinkButton>
        )
      }
    >
      {body}
    </AdminRecordPage>
  );
}

function JobAuditLog({ id }: { id: number }) {
  const log = useAuditLog('job', id);
  return <AuditLogSection entries={log.data} failed={log.isError} />;
}
