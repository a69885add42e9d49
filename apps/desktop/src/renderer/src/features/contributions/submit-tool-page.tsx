import { Button, Card, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LICENSE_TYPES, TOOL_SUBMISSION_FORM_DEFAULTS, ToolSubmissionForm, type ToolSubmissionFormValues } from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePageTitle } from '../../app/use-page-title';
import { SelectField, TextAreaField, TextField } from '../../ui/form-field';
import { WaitingList } from '../../ui/waiting-list';
import { toolFormErrors, useSubmitTool } from './mutations';
import { useWaitingRows } from './queries';
import { SuccessPanel } from './success-panel';
import './contributions.css';

export const SUBMIT_TOOL_TITLE = 'Submit a Simulation Tool';
const DESCRIPTION = 'Suggest an open-source reservoir simulation tool for the directory; the team reviews every submission.';

const LICENSE_OPTIONS = [{ value: '', label: 'Select a license type' }, ...LICENSE_TYPES.map((type) => ({ value: type, label: type }))];
const FORM_NAMES = Object.keys(TOOL_SUBMISSION_FORM_DEFAULTS) as (keyof ToolSubmissionFormValues)[];

/** Spec 2, 3, 5, 8: 'Submit a Simulation Tool', sent to POST /api/submit-tool or kept until the server is reachable. */
export function SubmitToolPage() {
  usePageTitle(SUBMIT_TOOL_TITLE, DESCRIPTION);
  const submit = useSubmitTool();
  const waiting = useWaitingRows();
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);
  const form = useForm<ToolSubmissionFormValues, unknown, ToolSubmissionForm>({
    resolver: zodResolver(ToolSubmissionForm),
    defaultValues: TOOL_SUBMISSION_FORM_DEFAULTS,
  });
  const errors = form.formState.errors;
  const field = (name: keyof ToolSubmissionFormValues) => ({
    id: `tool-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setDone((await submit.mutateAsync(values)).status);
    } catch (error) {
      // The form stays as typed; the server's reasons land on their inputs.
      const fields = toolFormErrors(error);
      for (const name of FORM_NAMES) {
        const message = fields[name]?.[0];
        if (message) form.setError(name, { message }, { shouldFocus: true });
      }
    }
  });

  const reset = () => {
    form.reset(TOOL_SUBMISSION_FORM_DEFAULTS);
    setDone(null);
  };

  return (
    <article className="page contribution-page">
      <h1>{SUBMIT_TOOL_TITLE}</h1>
      <p className="contribution-lead">
        Know an open-source reservoir simulation tool that is missing? Tell us about it. Our team reviews every submission before it is
        listed.
      </p>
      <WaitingList rows={waiting.rows} onDiscard={waiting.discard} />
      {done ? (
        <SuccessPanel
          queued={done === 'queued'}
          title="Submission Received!"
          text="Thank you for submitting a new simulation tool. Our team will review your submission."
          what="submission"
          resetLabel="Submit Another Tool"
          onReset={reset}
        />
      ) : (
        <Card className="contribution-form-card" elevation={1}>
          <form noValidate onSubmit={onSubmit} aria-label={SUBMIT_TOOL_TITLE}>
            <fieldset className="contribution-fieldset" disabled={submit.isPending}>
              <legend className="contribution-legend">Tool information</legend>
              <div className="contribution-grid">
                <TextField label="Tool Name" placeholder="e.g. OPM Flow" {...field('name')} />
                <TextField label="Full Name" placeholder="e.g. Open Porous Media Flow" {...field('fullName')} />
              </div>
              <TextField label="Short Description" helperText="10 to 200 characters." {...field('shortDescription')} />
              <TextAreaField label="Description" rows={5} helperText="At least 30 characters." {...field('description')} />
              <div className="contribution-grid">
                <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
                <TextField label="Source Code Repository" type="url" placeholder="https://" optional {...field('sourceCodeRepository')} />
              </div>
              <div className="contribution-grid">
                <SelectField label="License Type" options={LICENSE_OPTIONS} {...field('licenseType')} />
                <TextField
                  label="Programming Languages"
                  helperText="Separate languages with commas, e.g. C++, Python."
                  {...field('programmingLanguages')}
                />
              </div>
              <TextAreaField
                label="Benchmark Studies"
                rows={8}
                optional
                helperText='A JSON list, e.g. [{"benchmark_name": "SPE10", "description": "...", "publication_or_report_url": "https://..."}]. Text that is not valid JSON is sent as an empty list.'
                {...field('benchmark_studies')}
              />
            </fieldset>
            <fieldset className="contribution-fieldset" disabled={submit.isPending}>
              <legend className="contribution-legend">Your information</legend>
              <div className="contribution-grid">
                <TextField label="Your Name" autoComplete="name" {...field('developerName')} />
                <TextField label="Your Email" type="email" autoComplete="email" {...field('developerEmail')} />
              </div>
              <TextField label="Organization" autoComplete="organization" {...field('developerOrganization')} />
            </fieldset>
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              size="large"
              disabled={submit.isPending}
              text={submit.isPending ? 'Submitting...' : 'Submit Tool'}
            />
          </form>
        </Card>
      )}
    </article>
  );
}
