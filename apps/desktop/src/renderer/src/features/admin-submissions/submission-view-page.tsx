import { formatJobDateLong, parseId, type SimulatorSubmission } from '@rsd/core';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ExternalLink } from '../../ui/external-link';
import { LinkButton } from '../../ui/link-button';
import { AdminRecord } from '../admin/ui/admin-record';
import { RecordFields } from '../admin/ui/record-fields';
import { useSubmission } from './queries';
import { DecisionButtons, SubmissionStatusTag } from './submission-status';

const list = (items: readonly string[]) => items.join(', ');

function SubmissionView({ submission }: { submission: SimulatorSubmission }) {
  return (
    <>
      <div className="admin-view-header">
        <h1>{submission.name}</h1>
        <div className="admin-row-actions">
          <DecisionButtons submission={submission} />
          <LinkButton to="/admin/simulator-submissions">Back to Submissions</LinkButton>
        </div>
      </div>
      <RecordFields
        fields={[
          { label: 'Status', value: <SubmissionStatusTag status={submission.status} /> },
          {
            label: 'Simulator',
            value: submission.simulatorId ? <Link to={`/simulator/${submission.simulatorId}`}>View the listed simulator</Link> : null,
          },
          { label: 'Full Name', value: submission.fullName },
          { label: 'Submitted', value: formatJobDateLong(submission.createdAt) },
          { label: 'Short Description', value: submission.shortDescription },
          { label: 'Description', value: submission.description },
          { label: 'Website', value: <ExternalLink href={submission.website}>{submission.website}</ExternalLink> },
          {
            label: 'Source Code Repository',
            value: submission.sourceCodeRepository ? (
              <ExternalLink href={submission.sourceCodeRepository}>{submission.sourceCodeRepository}</ExternalLink>
            ) : null,
          },
          { label: 'License Type', value: submission.licenseType },
          { label: 'Programming Languages', value: list(submission.programmingLanguages) },
          { label: 'Application Areas', value: list(submission.applicationAreas) },
          { label: 'Benchmark Studies', value: list(submission.benchmark_studies.map((study) => study.benchmark_name)) },
          { label: 'Submitter', value: submission.submitterName },
          { label: 'Submitter Email', value: <a href={`mailto:${submission.submitterEmail}`}>{submission.submitterEmail}</a> },
          { label: 'Submitter Affiliation', value: submission.submitterAffiliation },
          { label: 'Admin Notes', value: submission.adminNotes },
        ]}
      />
    </>
  );
}

/** /admin/simulator-submissions/view/{id}: every field, and approve or reject while pending. */
export function SubmissionViewPage() {
  usePageTitle('Simulator Submission');
  const id = parseId(useParams().id ?? '');
  const submission = useSubmission(id);
  return (
    <div className="admin-page">
      <AdminRecord id={id} query={submission} what="Submission">
        {(record) => <SubmissionView submission={record} />}
      </AdminRecord>
    </div>
  );
}
