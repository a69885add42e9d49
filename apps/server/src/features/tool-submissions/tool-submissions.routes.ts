import type { ContractHandlers } from '../../http/contract';
import type { ToolSubmissionsService } from './tool-submissions.service';

export function toolSubmissionsRoutes(submissions: ToolSubmissionsService): Pick<ContractHandlers, 'submitTool'> {
  return {
    submitTool: ({ body }, { db }) => submissions.submit(body, db),
  };
}
