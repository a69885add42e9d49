import { Button, Card, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_SIMULATOR_FORM_DEFAULTS,
  AdminSimulatorForm,
  adminSimulatorFormToInput,
  parseSimulatorId,
  simulatorToAdminForm,
  type AdminSimulatorFormValues,
  type Simulator,
} from '@rsd/core';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorBox } from '../../ui/error-box';
import { TextAreaField, TextField } from '../../ui/form-field';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { StaleEditCallout } from '../admin/ui/stale-edit-callout';
import { apiFieldErrors, isStaleEdit, loadFailure } from '../admin/mutations';
import { CapabilitiesField } from './capabilities-field';
import { ADMIN_SIMULATORS_PATH, useSaveSimulator } from './mutations';
import { useAdminSimulator } from './queries';
import { useFailureToast } from '../../ui/use-failure-toast';

export const SIMULATOR_LOAD_FAILURE = 'Failed to load simulator data. Please try again.';
const FORM_NAMES = Object.keys(ADMIN_SIMULATOR_FORM_DEFAULTS) as (keyof AdminSimulatorFormValues)[];

/** `/admin/simulators/edit/{id|new}`: 'new' creates; an id loads the simulator from the server on every visit. */
export function SimulatorFormPage() {
  const raw = useParams().id;
  const isNew = raw === 'new';
  const id = isNew ? null : parseSimulatorId(raw);
  const record = useAdminSimulator(id);
  const loadError = loadFailure(record.error, SIMULATOR_LOAD_FAILURE);
  useFailureToast(loadError);
  usePageTitle(isNew ? 'Add Simulator' : 'Edit Simulator');

  let body;
  if (isNew) body = <SimulatorEditor simulator={null} reloading={false} onReload={() => undefined} />;
  else if (id === null) body = <ErrorBox>{SIMULATOR_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading simulator" />;
  else {
    // A new version (after a reload) starts the form afresh from it.
    body = (
      <SimulatorEditor
        key={record.data.version}
        simulator={record.data}
        reloading={record.isFetching}
        onReload={() => void record.refetch()}
      />
    );
  }
  return (
    <AdminRecordPage title={isNew ? 'Add Simulator' : 'Edit Simulator'} backTo={ADMIN_SIMULATORS_PATH} backText="Back to Simulators">
      {body}
    </AdminRecordPage>
  );
}

function SimulatorEditor({ simulator, reloading, onReload }: { simulator: Simulator | null; reloading: boolean; onReload: () => void }) {
  const navigate = useNavigate();
  const save = useSaveSimulator();
  const [stale, setStale] = useState(false);
  const form = useForm<AdminSimulatorFormValues, unknown, AdminSimulatorForm>({
    resolver: zodResolver(AdminSimulatorForm),
    defaultValues: simulator ? simulatorToAdminForm(simulator) : ADMIN_SIMULATOR_FORM_DEFAULTS,
  });
  const errors = form.formState.errors;
  const capabilities = useController({ control: form.control, name: 'capabilities' });
  const field = (name: keyof AdminSimulatorFormValues) => ({
    id: `simulator-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // Fields the editor does not show are kept from the stored simulator, so saving does not erase them; its terms
    // are sent only when the admin's choice differs from them (adminSimulatorFormToInput).
    const input = adminSimulatorFormToInput(values, simulator ?? undefined);
    try {
      await save.mutateAsync(simulator ? { id: simulator.id, input, expectedVersion: simulator.version } : { id: null, input });
      void navigate(ADMIN_SIMULATORS_PATH);
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
      {stale ? <StaleEditCallout what="simulator" reloading={reloading} onReload={onReload} /> : null}
      <form noValidate onSubmit={onSubmit} aria-label={simulator ? 'Edit Simulator' : 'Add Simulator'}>
        <fieldset className="admin-record-fieldset" disabled={save.isPending}>
          <div className="admin-record-grid">
            <TextField label="Name" {...field('name')} />
            <TextField label="Full Name" {...field('fullName')} />
          </div>
          <TextField label="Short Description" {...field('shortDescription')} />
          <TextAreaField label="Description" rows={5} {...field('description')} />
          <div className="admin-record-grid">
            <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
            <TextField label="Source Code Repository" type="url" placeholder="https://" optional {...field('sourceCodeRepository')} />
            <TextField label="License Type" optional {...field('licenseType')} />
            <TextField label="License URL" type="url" placeholder="https://" optional {...field('licenseUrl')} />
          </div>
          <div className="admin-record-grid">
            <TextField
              label="Programming Languages"
              helperText="Separate with commas, e.g. C++, Python."
              optional
              {...field('programmingLanguages')}
            />
            <TextField label="Application Areas" helperText="Separate with commas." optional {...field('applicationAreas')} />
            <TextField label="Key Features" helperText="Separate with commas." optional {...field('keyFeatures')} />
            <TextField label="Strengths" helperText="Separate with commas." optional {...field('strengths')} />
          </div>
          <div className="admin-record-grid">
            <TextField
              label="Development Status"
              helperText="e.g. Actively Maintained, Beta, Deprecated."
              {...field('developmentStatus')}
            />
            <TextField label="Last Release Version" optional {...field('lastReleaseVersion')} />
            <TextField label="Last Release Date" placeholder="YYYY-MM-DD" optional {...field('lastReleaseDate')} />
          </div>
          <TextAreaField
            label="Relevant Organizations"
            rows={6}
            optional
            helperText='A JSON list of names or objects, e.g. [{"name": "SINTEF", "role": "Developer", "url": "https://..."}]. Text that is not valid JSON is saved as an empty list.'
            {...field('relevantOrganizations')}
          />
          <TextAreaField
            label="Benchmark Studies"
            rows={8}
            optional
            helperText='A JSON list, e.g. [{"benchmark_name": "SPE10", "description": "..."}]. Text that is not valid JSON is saved as an empty list.'
            {...field('benchmark_studies')}
          />
          <TextAreaField
            label="Evidence"
            rows={6}
            optional
            helperText="Where the facts were read, one entry a line (entries may hold commas), e.g. owner/repo@commit:path or owner/repo tag v1.0 (2024-01-31)."
            {...field('evidence')}
          />
          <CapabilitiesField
            value={capabilities.field.value ?? []}
            onChange={capabilities.field.onChange}
            simulator={simulator}
            error={errors.capabilities?.message}
          />
          <div className="admin-record-grid">
            <TextField label="Facts Verified On" placeholder="YYYY-MM-DD" optional {...field('factsVerifiedOn')} />
          </div>
        </fieldset>
        <Button type="submit" intent={Intent.PRIMARY} loading={save.isPending} text={simulator ? 'Update Simulator' : 'Create Simulator'} />
      </form>
    </Card>
  );
}
