import { Card, Spinner } from '@blueprintjs/core';
import { parseId, type Technology } from '@rsd/core';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { AuditLogSection } from '../admin/ui/audit-log-section';
import { ErrorBox } from '../../ui/error-box';
import { LinkButton } from '../../ui/link-button';
import { fieldValue, RecordFields, type RecordField } from '../admin/ui/record-fields';
import { useFailureToast } from '../../ui/use-failure-toast';
import { loadFailure } from '../admin/mutations';
import { useAuditLog } from '../admin/queries';
import { ADMIN_TECHNOLOGIES_PATH } from './mutations';
import { useAdminTechnology } from './queries';
import { TECHNOLOGY_LOAD_FAILURE } from './technology-form-page';

const FIELDS: readonly (readonly [string, keyof Technology])[] = [
  ['ID', 'id'],
  ['Name', 'name'],
  ['Short Name', 'shortName'],
  ['Vendor Name', 'vendorName'],
  ['Vendor Logo', 'vendorLogo'],
  ['Overview', 'overview'],
  ['Readiness Level', 'readinessLevel'],
  ['Challenge', 'challenge'],
  ['Solution', 'solution'],
  ['Video URL', 'videoUrl'],
  ['Benefits', 'benefits'],
  ['Limitations', 'limitations'],
  ['Specifications', 'specifications'],
  ['Deployment Count', 'deploymentCount'],
  ['Deployed Companies', 'deployedCompanies'],
  ['Deployed Years', 'deployedYears'],
  ['Cost Impact', 'costImpact'],
  ['Production Impact', 'productionImpact'],
  ['Time Impact', 'timeImpact'],
  ['Category', 'category'],
  ['Subcategory', 'subcategory'],
  ['Contact Name', 'contactName'],
  ['Contact Email', 'contactEmail'],
  ['Contact Phone', 'contactPhone'],
  ['Source', 'source'],
  ['Updated', 'updatedAt'],
  ['Version', 'version'],
];

const fieldsOf = (technology: Technology): RecordField[] => FIELDS.map(([label, key]) => ({ label, value: fieldValue(technology[key]) }));

/** `/admin/technologies/view/{id}`: every field of the technology as stored, and its audit log. */
export function TechnologyViewPage() {
  const id = parseId(useParams().id ?? '');
  const record = useAdminTechnology(id);
  const loadError = loadFailure(record.error, TECHNOLOGY_LOAD_FAILURE);
  useFailureToast(loadError);
  usePageTitle(record.data ? `Technology: ${record.data.name}` : 'View Technology');

  let body;
  if (id === null) body = <ErrorBox>{TECHNOLOGY_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading technology" />;
  else {
    body = (
      <>
        <Card elevation={1}>
          <RecordFields fields={fieldsOf(record.data)} />
        </Card>
        <TechnologyAuditLog id={id} />
      </>
    );
  }
  return (
    <AdminRecordPage
      title={record.data ? record.data.name : 'View Technology'}
      backTo={ADMIN_TECHNOLOGIES_PATH}
      backText="Back to Technologies"
      actions={
        id === null ? null : (
          <LinkButton to={`${ADMIN_TECHNOLOGIES_PATH}/edit/${id}`} intent="primary">
            Edit
          </LinkButton>
        )
      }
    >
      {body}
    </AdminRecordPage>
  );
}

function TechnologyAuditLog({ id }: { id: number }) {
  const log = useAuditLog('technology', id);
  return <AuditLogSection entries={log.data} failed={log.isError} />;
}
