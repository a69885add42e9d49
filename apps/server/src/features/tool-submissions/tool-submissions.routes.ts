import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import type { ToolSubmissionsService } from './tool-submissions.service';

export function toolSubmissionsRoutes(
  submissions: ToolSubmissionsService,
): Pick<ContractHandlers, 'submitTool' | 'listSubmissions' | 'getSubmission' | 'decideSubmission'> {
  return {
    submitTool: ({ body }, { db }) => submissions.submit(body, db),
    listSubmissions: ({ query }) => submissions.list(query),
    getSubmission: ({ params }) => submissions.get(params.id),
    decideSubmission: ({ params, body }, { res }) => submissions.decide(currentUser(res), params.id, body),
  };
}
