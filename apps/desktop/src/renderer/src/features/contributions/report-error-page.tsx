import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_TYPE_LABELS,
  ERROR_TYPES,
  ErrorReportForm,
  errorReportFormDefaults,
  GENERAL_ISSUE,
  parseSimulatorId,
  type ErrorReportFormValues,
  type Simulator,
} from '@rsd/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { SelectField, TextAreaField, TextField, type SelectOption } from '../../ui/form-field';
import { WaitingList } from '../../ui/waiting-list';
import { useSimulator, useSimulatorListings } from '../simulator/queries';
import { serverFieldErrors, useReportError } from './mutations';
import { useWaitingRows } from './queries';
import { SuccessPanel } from './success-panel';
import './contributions.css';

export const REPORT_ERROR_TITLE = 'Report an Error';
const DESCRIPTION = 'Tell the team about wrong, outdated or missing information in the directory, or a problem with the site.';
export const GENERAL_ISSUE_LABEL = 'General site issue';

const ERROR_TYPE_OPTIONS = ERROR_TYPES.map((type) => ({ value: type, label: ERROR_TYPE_LABELS[type] }));
const FORM_NAMES = Object.keys(errorReportFormDefaults()) as (keyof ErrorReportFormValues)[];

/** The picker: the simulators of the cache by name, then a general site issue. */
function SimulatorPicker({ id, registration, error }: Pick<Parameters<typeof SelectField>[0], 'id' | 'registration' | 'error'>) {
  const simulators = useSimulatorListings();
  const options: SelectOption[] = [
    { value: '', label: 'Select a simulator (optional)' },
    ...(simulators.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    { value: GENERAL_ISSUE, label: GENERAL_ISSUE_LABEL },
  ];
  const helperText = simulators.isPending
    ? 'Loading simulators...'
    : simulators.isError
      ? 'Error loading simulators. Please try again later.'
      : undefined;
  return (
    <SelectField id={id} label="Simulator" optional options={options} registration={registration} error={error} helperText={helperText} />
  );
}

/** The form itself; `simulator` set: the report is about it and the picker is hidden. */
function ReportForm({ simulator, unknownId }: { simulator: Simulator | null; unknownId: string | null }) {
  const report = useReportError();
  const defaults = errorReportFormDefaults(simulator?.id ?? null);
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);
  const form = useForm<ErrorReportFormValues, unknown, ErrorReportForm>({
    resolver: zodResolver(ErrorReportForm),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const field = (name: keyof ErrorReportFormValues) => ({
    id: `report-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });
  // The server may not know the simulator after all (deleted since the cache synced): then the picker returns.
  const showPicker = simulator === null || errors.simulatorId !== undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setDone((await report.mutateAsync(values)).status);
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const name of FORM_NAMES) {
        const message = fields[name]?.[0];
        if (message) form.setError(name, { message }, { shouldFocus: true });
      }
    }
  });

  const reset = () => {
    form.reset(defaults);
    setDone(null);
  };

  if (done) {
    return (
      <SuccessPanel
        queued={done === 'queued'}
        title="Report Received!"
        text="Thank you for reporting this issue. Our team will review and address it."
        what="report"
        resetLabel="Submit Another Report"
        onReset={reset}
      />
    );
  }
  return (
    <>
      {unknownId !== null ? (
        <Callout intent={Intent.WARNING} className="contribution-note">
          No simulator with the id "{unknownId}" was found. Choose one below, or report a general site issue.
        </Callout>
      ) : null}
      <Card className="contribution-form-card" elevation={1}>
        <form noValidate onSubmit={onSubmit} aria-label={REPORT_ERROR_TITLE}>
          <fieldset className="contribution-fieldset" disabled={report.isPending}>
            <legend className="contribution-legend">The error</legend>
            {simulator && !showPicker ? (
              <p className="contribution-about">
                Reporting an error about <Link to={`/simulator/${simulator.id}`}>{simulator.name}</Link>
              </p>
            ) : null}
            {showPicker ? <SimulatorPicker {...field('simulatorId')} /> : null}
            <SelectField label="Error Type" options={ERROR_TYPE_OPTIONS} {...field('errorType')} />
            <TextAreaField label="Description" rows={5} placeholder="What is wrong or missing?" {...field('description')} />
            <TextAreaField label="Suggested Correction" rows={3} optional placeholder="What should it say?" {...field('correction')} />
          </fieldset>
          <fieldset className="contribution-fieldset" disabled={report.isPending}>
            <legend className="contribution-legend">Your information</legend>
            <div className="contribution-grid">
              <TextField label="Your Name" autoComplete="name" {...field('reporterName')} />
              <TextField label="Your Email" type="email" autoComplete="email" {...field('reporterEmail')} />
            </div>
            <TextField label="Organization" optional autoComplete="organization" {...field('reporterOrganization')} />
          </fieldset>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            disabled={report.isPending}
            text={report.isPending ? 'Submitting...' : 'Submit Report'}
          />
        </form>
      </Card>
    </>
  );
}

/** /report-error/{id}: the simulator by id (cache first), or a plain note that there is none. */
function ReportAboutSimulator({ raw }: { raw: string }) {
  const id = parseSimulatorId(raw);
  const simulator = useSimulator(id);
  if (id !== null && simulator.isPending) {
    return (
      <div className="contribution-pending" aria-busy="true">
        <Spinner size={24} aria-label="Loading simulator" />
      </div>
    );
  }
  const found = simulator.data ?? null;
  return <ReportForm key={found?.id ?? 'none'} simulator={found} unknownId={found ? null : raw} />;
}

/** Spec 2, 3, 5, 8: 'Report an Error', for one simulator (/report-error/{id}) or picked from the list. */
export function ReportErrorPage() {
  usePageTitle(REPORT_ERROR_TITLE, DESCRIPTION);
  const raw = useParams().id;
  const waiting = useWaitingRows();
  return (
    <article className="page contribution-page">
      <h1>{REPORT_ERROR_TITLE}</h1>
      <p className="contribution-lead">
        Found information that is wrong, outdated or missing? Let us know, and our team will review and correct it.
      </p>
      <WaitingList rows={waiting.rows} onDiscard={waiting.discard} />
      {raw === undefined ? <ReportForm simulator={null} unknownId={null} /> : <ReportAboutSimulator key={raw} raw={raw} />}
    </article>
  );
}
