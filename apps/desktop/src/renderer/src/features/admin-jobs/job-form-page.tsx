import { Button, Card, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPERIENCE_LEVELS,
  JOB_FORM_DEFAULTS,
  JOB_TYPES,
  JobForm,
  jobFormToInput,
  jobToFormValues,
  LOCATION_TYPES,
  parseId,
  type Job,
  type JobFormValues,
} from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AdminRecordPage } from '../admin/ui/admin-record-page';
import { bindInput } from '../../ui/bind-input';
import { ErrorBox } from '../../ui/error-box';
import { SelectField, TextAreaField, TextField } from '../../ui/form-field';
import { StaleEditCallout } from '../admin/ui/stale-edit-callout';
import { useFailureToast } from '../../ui/use-failure-toast';
import { apiFieldErrors, isStaleEdit, loadFailure } from '../admin/mutations';
import { ADMIN_JOBS_PATH, useSaveJob } from './mutations';
import { useAdminJob } from './queries';

export const JOB_LOAD_FAILURE = 'Failed to load job data. Please try again.';
const FORM_NAMES = Object.keys(JOB_FORM_DEFAULTS) as (keyof JobFormValues)[];
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A new posting starts today (the form's dates are days, YYYY-MM-DD). */
const newJobValues = (): JobFormValues => ({ ...JOB_FORM_DEFAULTS, postedAt: new Date().toISOString().slice(0, 10) });

/** `/admin/jobs/add` (no id) and `/admin/jobs/edit/{id}` (loaded from the server on every visit). */
export function JobFormPage() {
  const raw = useParams().id;
  const isNew = raw === undefined;
  const id = raw === undefined ? null : parseId(raw);
  const record = useAdminJob(id);
  const loadError = loadFailure(record.error, JOB_LOAD_FAILURE);
  useFailureToast(loadError);
  const title = isNew ? 'Add Job' : 'Edit Job';
  usePageTitle(title);

  let body;
  if (isNew) body = <JobEditor job={null} reloading={false} onReload={() => undefined} />;
  else if (id === null) body = <ErrorBox>{JOB_LOAD_FAILURE}</ErrorBox>;
  else if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!record.data) body = <Spinner size={32} aria-label="Loading job" />;
  else
    body = <JobEditor key={record.data.version} job={record.data} reloading={record.isFetching} onReload={() => void record.refetch()} />;
  return (
    <AdminRecordPage title={title} backTo={ADMIN_JOBS_PATH} backText="Back to Jobs">
      {body}
    </AdminRecordPage>
  );
}

function JobEditor({ job, reloading, onReload }: { job: Job | null; reloading: boolean; onReload: () => void }) {
  const navigate = useNavigate();
  const save = useSaveJob();
  const [stale, setStale] = useState(false);
  const form = useForm<JobFormValues, unknown, JobForm>({
    resolver: zodResolver(JobForm),
    defaultValues: job ? jobToFormValues(job) : newJobValues(),
  });
  const errors = form.formState.errors;
  const field = (name: Exclude<keyof JobFormValues, 'isFeatured'>) => ({
    id: `job-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = jobFormToInput(values);
    try {
      await save.mutateAsync(job ? { id: job.id, input, expectedVersion: job.version } : { id: null, input });
      void navigate(ADMIN_JOBS_PATH);
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
      {stale ? <StaleEditCallout what="job posting" reloading={reloading} onReload={onReload} /> : null}
      <form noValidate onSubmit={onSubmit} aria-label={job ? 'Edit Job' : 'Add Job'}>
        <fieldset className="admin-record-fieldset" disabled={save.isPending}>
          <div className="admin-record-grid">
            <TextField label="Title" {...field('title')} />
            <TextField label="Company" {...field('company')} />
            <TextField label="Location" {...field('location')} />
          </div>
          <div className="admin-record-grid">
            <SelectField label="Location Type" options={options(LOCATION_TYPES)} {...field('locationType')} />
            <SelectField label="Job Type" options={options(JOB_TYPES)} {...field('jobType')} />
            <SelectField label="Experience Level" options={options(EXPERIENCE_LEVELS)} {...field('experienceLevel')} />
          </div>
          <div className="admin-record-grid">
            <TextField label="Minimum Salary" optional {...field('salaryMin')} />
            <TextField label="Maximum Salary" optional {...field('salaryMax')} />
            <TextField label="Salary Currency" helperText="A 3-letter code, e.g. USD." {...field('salaryCurrency')} />
          </div>
          <TextField label="Tags" optional helperText="Separate with commas." {...field('tags')} />
          <div className="admin-record-grid">
            <TextField label="Posted On" placeholder="YYYY-MM-DD" {...field('postedAt')} />
            <TextField label="Expires On" placeholder="YYYY-MM-DD" optional {...field('expiresAt')} />
          </div>
          <Checkbox label="Featured" {...bindInput(form.register('isFeatured'))} />
          <TextAreaField label="Description" rows={5} {...field('description')} />
          <TextAreaField label="Requirements" rows={4} optional {...field('requirements')} />
          <TextAreaField label="Responsibilities" rows={4} optional {...field('responsibilities')} />
          <div className="admin-record-grid">
            <TextField label="Application URL" type="url" placeholder="https://" optional {...field('applicationUrl')} />
            <TextField label="Application Email" type="email" optional {...field('applicationEmail')} />
            <TextField label="Contact Name" optional {...field('contactName')} />
            <TextField label="Contact Email" type="email" optional {...field('contactEmail')} />
            <TextField label="Source" optional {...field('source')} />
            <TextField label="Source URL" type="url" placeholder="https://" optional {...field('sourceUrl')} />
          </div>
        </fieldset>
        <Button type="submit" intent={Intent.PRIMARY} loading={save.isPending} text={job ? 'Update Job' : 'Create Job'} />
      </form>
    </Card>
  );
}
