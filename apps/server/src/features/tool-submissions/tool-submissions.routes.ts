import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import type { ToolSubmissionsService } from './tool-submissions.service';

export function toolSubmissionsRoutes(
  submissions: ToolSubmissionsService,
): Pick<ContractHandlers, 'submitTool' | 'listSubmissions' | 'countSubmissions' | 'getSubmission' | 'decideSubmission'> {
  return {
    submitTool: ({ body }, { db }) => submissions.submit(body, db),
    listSubmissions: ({ query }) => submissions.list(query),
    countSubmissions: ({ query }) => submissions.count(query.q),
    getSubmission: ({ params }) => submissions.get(params.id),
    decideSubmission: ({ params, body }, { res }) => submissions.decide(currentUser(res), params.id, body),
  };
}
