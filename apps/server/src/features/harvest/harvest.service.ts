import {
  harvestedReleaseIsNewer,
  releaseVersionNumber,
  type HarvestingSwitch,
  type HarvestState,
  type Simulator,
  type User,
} from '@rsd/core';
import type { Pool } from 'pg';
import { withSyncedWrite, withTransaction } from '../../db/transactions';
import { HttpError, orNotFound } from '../../http/http-error';
import { auditRepo } from '../audit/audit.repo';
import { changedFieldsSummary } from '../audit/changed-fields';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { harvestStatesRepo } from './harvest-states.repo';

export const STALE_HARVESTED_RELEASE_MESSAGE =
  'This simulator changed since you opened it (its harvested facts too, perhaps). Reload it and look at the release again.';
export const NO_NEWER_RELEASE_MESSAGE = 'There is no harvested release newer than the listed one to use.';

/** The back-office's part of the harvester: each tool's state, its switch, and "use it" for a newer release. */
export interface HarvestService {
  states(): Promise<HarvestState[]>;
  state(id: number): Promise<HarvestState>;
  setHarvesting(actor: User, id: number, change: HarvestingSwitch): Promise<HarvestState>;
  useHarvestedRelease(actor: User, id: number, expectedVersion: number): Promise<Simulator>;
}

const missing = (id: number) => `Simulator ${id} was not found.`;

export function createHarvestService(pool: Pool): HarvestService {
  return {
    states: () => harvestStatesRepo.states(pool),
    state: async (id) => orNotFound(await harvestStatesRepo.state(pool, id), missing(id)),

    // Only the harvest state is written: the simulator row, and so its version, stay as they are.
    setHarvesting: (actor, id, { enabled, reason }) =>
      withTransaction(pool, async (db) => {
        const simulator = orNotFound(await simulatorsRepo.findById(db, id), missing(id));
        await harvestStatesRepo.setDisabled(db, id, enabled ? null : reason);
        const summary = enabled
          ? `Harvesting of ${simulator.name} switched on${reason ? `: ${reason}` : '.'}`
          : `Harvesting of ${simulator.name} switched off: ${reason}`;
        await auditRepo.record(db, { actor, action: 'status', entity: 'simulator', entityId: id, summary });
        return orNotFound(await harvestStatesRepo.state(db, id), missing(id));
      }),

    // From exactly the version the admin saw, harvested facts included: the release they chose is the one copied.
    useHarvestedRelease: (actor, id, expectedVersion) =>
      withSyncedWrite(pool, async (db) => {
        const before = orNotFound(await simulatorsRepo.findById(db, id), missing(id));
        if (before.version !== expectedVersion) throw new HttpError(409, 'conflict', STALE_HARVESTED_RELEASE_MESSAGE);
        const release = before.repository?.latestRelease ?? null;
        if (!release || !harvestedReleaseIsNewer(before, release)) throw new HttpError(409, 'conflict', NO_NEWER_RELEASE_MESSAGE);
        const version = releaseVersionNumber(release.version);
        const updated = await simulatorsRepo.setRelease(db, id, { version, date: release.date }, expectedVersion);
        if (!updated) throw new HttpError(409, 'conflict', STALE_HARVESTED_RELEASE_MESSAGE);
        const changed = changedFieldsSummary(before, updated, ['lastReleaseVersion', 'lastReleaseDate']);
        const summary = `Used the harvested release ${version}${release.date ? ` of ${release.date}` : ''}. ${changed}`;
        await auditRepo.record(db, { actor, action: 'update', entity: 'simulator', entityId: id, summary });
        return updated;
      }),
  };
}
