import { Card, Spinner } from '@blueprintjs/core';
import { parseSimulatorId, type Simulator } from '@rsd/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { ErrorBox } from '../../ui/error-box';
import { LinkButton } from '../../ui/link-button';
import { fieldValue, RecordFields, type RecordField } from '../admin/ui/record-fields';
import { AuditLogSection } from '../admin/ui/audit-log-section';
import { loadFailure } from '../admin/mutations';
import { useAuditLog } from '../admin/queries';
import { HarvestPanel } from './harvest-panel';
import { ADMIN_SIMULATORS_PATH } from './mutations';
import { CompletenessSection } from './completeness-section';
import { useAdminSimulator } from './queries';
import { SIMULATOR_LOAD_FAILURE } from './simulator-form-page';
import { adminEvidenceText, termNames } from './capability-terms';
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
  ['Evidence', 'evidence'],
  ['Facts Verified On', 'factsVerifiedOn'],
  ['Capabilities', 'capabilities'],
  ['Detailed Capabilities', 'detailedCapabilities'],
  ['Learning Resources', 'learningResources'],
  ['Version', 'version'],
];

/** Each term with its facet and why the tool has it: the record's text quoted, or who set it and when. */
const capabilityLines = (capabilities: Simulator['capabilities']): ReactNode => (
  <ul className="record-lines">
    {capabilities.map(({ term, evidence }) => {
      const { label, facet } = termNames(term);
      return (
        <li key={term}>
          <strong>{label}</strong>
          {facet ? ` (${facet})` : ''}:{' '}
          {evidence.source === 'record' ? <>from the record, “{evidence.text}”</> : adminEvidenceText(evidence)}
        </li>
      );
    })}
  </ul>
);

/** Evidence entries hold commas ('repo@commit:src/, doc/'), so they are listed one a line rather than joined. */
function valueOf(simulator: Simulator, key: keyof Simulator): ReactNode {
  if (key === 'capabilities') return simulator.capabilities.length > 0 ? capabilityLines(simulator.capabilities) : null;
  if (key === 'evidence' && simulator.evidence.length > 0) {
    return (
      <ul className="record-lines">
        {simulator.evidence.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    );
  }
  return fieldValue(simulator[key]);
}

const fieldsOf = (simulator: Simulator): RecordField[] => FIELDS.map(([label, key]) => ({ label, value: valueOf(simulator, key) }));

/** `/admin/simulators/view/{id}`: its completeness, every field of the simulator as stored, and its audit log. */
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
          <CompletenessSection simulator={record.data} />
        </Card>
        <Card elevation={1}>
          <RecordFields fields={fieldsOf(record.data)} />
        </Card>
        <HarvestPanel simulator={record.data} reloading={record.isFetching} onReload={() => void record.refetch()} />
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
