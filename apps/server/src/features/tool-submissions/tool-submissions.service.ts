import type {
  AdminCount,
  AdminListQuery,
  ContributionReceipt,
  AdminPage,
  SimulatorSubmission,
  SubmissionDecision,
  ToolSubmissionPayload,
  User,
} from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn } from '../../db/sql-values';
import { withSyncedWrite } from '../../db/transactions';
import { HttpError, orNotFound } from '../../http/http-error';
import { auditRepo } from '../audit/audit.repo';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { simulatorFromSubmission } from './submission-to-simulator';
import { toolSubmissionsRepo, type SubmissionSortField } from './tool-submissions.repo';

export interface ToolSubmissionsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  submit(submission: ToolSubmissionPayload, db?: Queryable): Promise<ContributionReceipt>;
  list(query: AdminListQuery<SubmissionSortField>): Promise<AdminPage<SimulatorSubmission>>;
  /** The admin table's matches for search `q` (AdminCount). */
  count(q: string): Promise<AdminCount>;
  get(id: number): Promise<SimulatorSubmission>;
  decide(actor: User, id: number, decision: SubmissionDecision): Promise<SimulatorSubmission>;
}

const missing = (id: number) => `No submission with id ${id}.`;

export function createToolSubmissionsService(pool: Pool): ToolSubmissionsService {
  return {
    submit: async (submission, db = pool) => ({ id: await toolSubmissionsRepo.insert(db, submission) }),
    list: (query) => toolSubmissionsRepo.list(pool, query),
    count: (q) => toolSubmissionsRepo.count(pool, q),
    get: async (id) => orNotFound(fitsIntegerColumn(id) ? await toolSubmissionsRepo.findById(pool, id) : undefined, missing(id)),

    // A synced write: the simulator an approval creates reaches every cache through the sync feed.
    decide: (actor, id, decision) =>
      withSyncedWrite(pool, async (client) => {
        const submission = orNotFound(
          fitsIntegerColumn(id) ? await toolSubmissionsRepo.findById(client, id, true) : undefined,
          missing(id),
        );
        if (submission.status !== 'pending') {
          throw new HttpError(409, 'conflict', `This submission was already ${submission.status}.`);
        }
        const simulator =
          decision.status === 'approved' ? await simulatorsRepo.insert(client, simulatorFromSubmission(submission)) : undefined;
        const decided = await toolSubmissionsRepo.setDecision(client, id, {
          status: decision.status,
          adminNotes: decision.adminNotes,
          simulatorId: simulator?.id ?? null,
        });
        await auditRepo.record(client, {
          actor,
          action: 'status',
          entity: 'submission',
          entityId: id,
          summary: `${decision.status === 'approved' ? 'Approved' : 'Rejected'}.`,
        });
        if (simulator) {
          const summary = `Created ${simulator.name} from submission ${id}.`;
          await auditRepo.record(client, { actor, action: 'create', entity: 'simulator', entityId: simulator.id, summary });
        }
        return decided;
      }),
  };
}
