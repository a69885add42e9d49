import { Button, Card, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_TECHNOLOGY_FORM_DEFAULTS,
  AdminTechnologyForm,
  adminTechnologyFormToInput,
  parseId,
  READINESS_LEVELS,
  technologyToAdminForm,
  type AdminTechnologyFormValues,
  type Technology,
} from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { ErrorBox } from '../../ui/error-box';
import { SelectField, TextAreaField, TextField } from '../../ui/form-field';
import { StaleEditCallout } from '../admin/ui/stale-edit-callout';
import { useFailureToast } from '../../ui/use-failure-toast';
import { apiFieldErrors, isStaleEdit, loadFailure } from '../admin/mutations';
import { ADMIN_TECHNOLOGIES_PATH, useSaveTechnology } from './mutations';
import { useAdminTechnology } from './queries';

export const TECHNOLOGY_LOAD_FAILURE = 'Failed to load technology data. Please try again.';
const FORM_NAMES = Object.keys(ADMIN_TECHNOLOGY_FORM_DEFAULTS) as (keyof AdminTechnologyFormValues)[];
const READINESS_OPTIONS = [
  { value: '', label: 'Select a readiness level' },
  ...READINESS_LEVELS.map((level) => ({ value: level, label: level[0]?.toUpperCase() + level.slice(1) })),
];

/** `/admin/technologies/add` (no id) and `/admin/technologies/edit/{id}` (loaded from the server on every visit). */
export function TechnologyFormPage() {
  const raw = useParams().id;
  const isNew = raw === undefined;
  const id = raw === undefined ? null : parseId(raw);
  const record = useAdminTechnology(id);
  const loadError = loadFailure(record.error, TECHNOLOGY_LOAD_FAILURE);
  useFailureToast(loadError);
  const title = isNew ? 'Add Technology' : 'Edit Technology';
  usePageTitle(title);

  let body;
  if (isNew) body = <TechnologyEditor technology={null} reloading={false} onReload={() => undefined} />;
  else if (id === null) body = <ErrorBox>{TECHNOLOGY_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading technology" />;
  else {
    body = (
      <TechnologyEditor
        key={record.data.version}
        technology={record.data}
        reloading={record.isFetching}
        onReload={() => void record.refetch()}
      />
    );
  }
  return (
    <AdminRecordPage title={title} backTo={ADMIN_TECHNOLOGIES_PATH} backText="Back to Technologies">
      {body}
    </AdminRecordPage>
  );
}

function TechnologyEditor({
  technology,
  reloading,
  onReload,
}: {
  technology: Technology | null;
  reloading: boolean;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const save = useSaveTechnology();
  const [stale, setStale] = useState(false);
  const form = useForm<AdminTechnologyFormValues, unknown, AdminTechnologyForm>({
    resolver: zodResolver(AdminTechnologyForm),
    defaultValues: technology ? technologyToAdminForm(technology) : ADMIN_TECHNOLOGY_FORM_DEFAULTS,
  });
  const errors = form.formState.errors;
  const field = (name: keyof AdminTechnologyFormValues) => ({
    id: `technology-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = adminTechnologyFormToInput(values);
    try {
      await save.mutateAsync(technology ? { id: technology.id, input, expectedVersion: technology.version } : { id: null, input });
      void navigate(ADMIN_TECHNOLOGIES_PATH);
    } catch (error) {
      setStale(isStaleEdit(error));
      const fields = apiFieldErrors(error);
      for (const name of FORM_NAMES) {
        const message = fields[name];
        if (message) form.setError(name, { message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Card className="admin-record-card" elevation={1}>
      {stale ? <StaleEditCallout what="technology" reloading={reloading} onReload={onReload} /> : null}
      <form noValidate onSubmit={onSubmit} aria-label={technology ? 'Edit Technology' : 'Add Technology'}>
        <fieldset className="admin-record-fieldset" disabled={save.isPending}>
          <div className="admin-record-grid">
            <TextField label="Name" {...field('name')} />
            <TextField label="Short Name" optional {...field('shortName')} />
            <TextField label="Vendor Name" {...field('vendorName')} />
            <TextField label="Vendor Logo URL" type="url" placeholder="https://" optional {...field('vendorLogo')} />
          </div>
          <TextAreaField label="Overview" rows={4} {...field('overview')} />
          <div className="admin-record-grid">
            <SelectField label="Readiness Level" options={READINESS_OPTIONS} {...field('readinessLevel')} />
            <TextField
              label="Category"
              helperText="Lowercase words joined by underscores, e.g. reservoir_simulation."
              {...field('category')}
            />
            <TextField label="Subcategory" optional {...field('subcategory')} />
          </div>
          <TextAreaField label="Challenge" rows={3} optional {...field('challenge')} />
          <TextAreaField label="Solution" rows={3} optional {...field('solution')} />
          <TextField label="Video URL" type="url" placeholder="https://" optional {...field('videoUrl')} />
          <div className="admin-record-grid">
            <TextAreaField label="Benefits" rows={4} optional helperText="One per line." {...field('benefits')} />
            <TextAreaField label="Limitations" rows={4} optional helperText="One per line." {...field('limitations')} />
          </div>
          <TextAreaField
            label="Specifications"
            rows={6}
            optional
            helperText='A JSON object of key/value pairs, e.g. {"Range": "10 km"}.'
            {...field('specifications')}
          />
          <div className="admin-record-grid">
            <TextField label="Deployment Count" {...field('deploymentCount')} />
            <TextField label="Deployed Companies" optional helperText="Separate with commas." {...field('deployedCompanies')} />
            <TextField
              label="Deployed Years"
              optional
              helperText="Separate with commas, in the companies' order."
              {...field('deployedYears')}
            />
          </div>
          <div className="admin-record-grid">
            <TextField label="Cost Impact" helperText="0 to 10." {...field('costImpact')} />
            <TextField label="Production Impact" helperText="0 to 10." {...field('productionImpact')} />
            <TextField label="Time Impact" helperText="0 to 10." {...field('timeImpact')} />
          </div>
          <div className="admin-record-grid">
            <TextField label="Contact Name" optional {...field('contactName')} />
            <TextField label="Contact Email" type="email" optional {...field('contactEmail')} />
            <TextField label="Contact Phone" optional {...field('contactPhone')} />
            <TextField label="Source" optional {...field('source')} />
          </div>
        </fieldset>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          loading={save.isPending}
          text={technology ? 'Update Technology' : 'Create Technology'}
        />
      </form>
    </Card>
  );
}
