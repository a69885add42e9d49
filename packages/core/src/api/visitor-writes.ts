import { ErrorReportPayload } from '../forms/error-report-form';
import { ToolSubmissionPayload } from '../forms/tool-submission-form';
import { ContributionReceipt } from '../schemas/contribution-receipt';
import { endpoint, PUBLIC_WRITE_ERRORS, type Endpoint } from './endpoint';
import { SUBSCRIBE_ENDPOINT } from './subscribe-endpoint';
import { SUBSCRIPTION_LINK_ENDPOINTS } from './subscription-link-endpoints';

export * from './subscribe-endpoint';
export * from './subscription-link-endpoints';
export * from './subscription-pages';

/** What a visitor may send: each with a key that makes a retry safe, and a limit per client address. */
export const VISITOR_WRITES = {
  subscribe: SUBSCRIBE_ENDPOINT,
  /** 'Submit a Simulation Tool': stored as a pending submission for the team to review. */
  submitTool: endpoint({
    method: 'POST',
    path: '/api/submit-tool',
    body: ToolSubmissionPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  /** 'Report an Error': stored unresolved, with the simulator's name as it reads today. */
  reportError: endpoint({
    method: 'POST',
    path: '/api/report-error',
    body: ErrorReportPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  ...SUBSCRIPTION_LINK_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;
