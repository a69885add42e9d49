import { Link } from 'react-router-dom';
import { ErrorBox } from '../../ui/error-box';

export const JOB_ERROR_TITLE = 'Error Loading Job';
export const JOB_ERROR_TEXT = "Sorry, we couldn't load the job details. It may have been removed or expired.";

/** A job that cannot be shown (bad id, removed, network down and not saved), with the way back. */
export function JobErrorBox() {
  return (
    <div className="page">
      <ErrorBox title={JOB_ERROR_TITLE}>
        <p>{JOB_ERROR_TEXT}</p>
        <Link to="/jobs">← Back to all jobs</Link>
      </ErrorBox>
    </div>
  );
}
