import { Card, Spinner } from '@blueprintjs/core';
import { parseSimulatorId, type Simulator } from '@rsd/core';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { ErrorBox } from '../../ui/error-box';
import { LinkButton } from '../../ui/link-button';
import { fieldValue, RecordFields, type RecordField } from '../admin/ui/record-fields';
import { AuditLogSection } from '../admin/ui/audit-log-section';
import { loadFailure } from '../admin/mutations';
import { useAuditLog } from '../admin/queries';
import { ADMIN_SIMULATORS_PATH } from './mutations';
import { useAdminSimulator } from './queries';
import { SIMULATOR_LOAD_FAILURE } from './simulator-form-page';
import { useFailureToast } from '../../ui/use-failure-toast';

const FIELDS: readonly (readonly [string, keyof Simulator])[] = [
  ['ID', 'id'],
  ['Name', 'name'],
  ['Full Name', 'fullName'],
  ['Short Description', 'shortDescription'],
  ['Description', 'description'],
  ['Website', 'website'],
  ['Source Code Repository', 'sourceCodeRepository'],
  ['License Type', 'licenseType'],
  ['License URL', 'licenseUrl'],
  ['Programming Languages', 'programmingLanguages'],
  ['Application Areas', 'applicationAreas'],
  ['Key Features', 'keyFeatures'],
  ['Strengths', 'strengths'],
  ['Development Status', 'developmentStatus'],
  ['Last Release Version', 'lastReleaseVersion'],
  ['Last Release Date', 'lastReleaseDate'],
  ['Updated', 'updatedAt'],
  ['Organizations', 'organizations'],
  ['Relevant Organizations', 'relevantOrganizations'],
  ['Benchmark Studies', 'benchmark_studies'],
  ['Detailed Capabilities', 'detailedCapabilities'],
  ['Learning Resources', 'learningResources'],
  ['Version', 'version'],
];

const fieldsOf = (simulator: Simulator): RecordField[] => FIELDS.map(([label, key]) => ({ label, value: fieldValue(simulator[key]) }));

/** `/admin/simulators/view/{id}`: every field of the simulator as stored, and its audit log. */
export function SimulatorViewPage() {
  const id = parseSimulatorId(useParams().id);
  const record = useAdminSimulator(id);
  const loadError = loadFailure(record.error, SIMULATOR_LOAD_FAILURE);
  useFailureToast(loadError);
  usePageTitle(record.data ? `Simulator: ${record.data.name}` : 'View Simulator');

  let body;
  if (id === null) body = <ErrorBox>{SIMULATOR_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading simulator" />;
  else {
    body = (
      <>
        <Card elevation={1}>
          <RecordFields fields={fieldsOf(record.data)} />
        </Card>
        <SimulatorAuditLog id={id} />
      </>
    );
  }
  return (
    <AdminRecordPage
      title={record.data ? record.data.name : 'View Simulator'}
      backTo={ADMIN_SIMULATORS_PATH}
      backText="Back to Simulators"
      actions={
        id === null ? null : (
          <LinkButton to={`${ADMIN_SIMULATORS_PATH}/edit/${id}`} intent="primary">
            Edit
          </LinkButton>
        )
      }
    >
      {body}
    </AdminRecordPage>
  );
}

function SimulatorAuditLog({ id }: { id: number }) {
  const log = useAuditLog('simulator', id);
  return <AuditLogSection entries={log.data} failed={log.isError} />;
}
