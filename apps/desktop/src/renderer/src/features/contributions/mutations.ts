import {
  type ErrorReportForm,
  errorReportPayload,
  type ToolSubmissionForm,
  toolSubmissionFormErrors,
  toolSubmissionPayload,
  VISITOR_WRITES,
} from '@rsd/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../data/api-client';
import { sendOrQueue, type SendOutcome } from '../../data/visitor-writes';
import { showToast } from '../../ui/toast';

export const SAVED_FOR_LATER_TITLE = 'Saved to send later';

/** The server's field errors of a 400, keyed as the form names its inputs; empty for any other failure. */
export function serverFieldErrors(error: unknown, toFormNames: (fields: Record<string, string[]>) => Record<string, string[]> = (f) => f) {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return toFormNames(error.body?.error.fields ?? {});
}

export const toolFormErrors = (error: unknown) => serverFieldErrors(error, toolSubmissionFormErrors);

function toastQueued(what: string): void {
  showToast({
    title: SAVED_FOR_LATER_TITLE,
    description: `The server could not be reached. Your ${what} is saved on this device and will be sent automatically when the connection returns.`,
  });
}

/** POST /api/submit-tool (or the outbox when the server is unreachable) with the toasts of product rules §8. */
export function useSubmitTool() {
  return useMutation({
    mutationFn: (form: ToolSubmissionForm): Promise<SendOutcome<unknown>> => {
      const body = toolSubmissionPayload(form);
      return sendOrQueue({ endpoint: 'submitTool', body }, (headers) => callApi(VISITOR_WRITES.submitTool, { body, headers }));
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'queued') return toastQueued('submission');
      showToast({
        title: 'Submission Received',
        description: 'Thank you for submitting a new simulation tool. Our team will review your submission.',
      });
    },
    onError: () => {
      showToast({
        title: 'Submission Failed',
        description: 'There was an error submitting your tool. Please try again later.',
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/report-error (or the outbox when the server is unreachable) with the toasts of product rules §8. */
export function useReportError() {
  return useMutation({
    mutationFn: (form: ErrorReportForm): Promise<SendOutcome<unknown>> => {
      const body = errorReportPayload(form);
      return sendOrQueue({ endpoint: 'reportError', body }, (headers) => callApi(VISITOR_WRITES.reportError, { body, headers }));
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'queued') return toastQueued('report');
      showToast({ title: 'Report Received', description: 'Thank you for reporting this issue. Our team will review and address it.' });
    },
    onError: () => {
      showToast({
        title: 'Submission Failed',
        description: 'There was an error submitting your report. Please try again later.',
        variant: 'destructive',
      });
    },
  });
}
