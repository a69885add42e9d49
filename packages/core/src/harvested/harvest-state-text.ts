import type { HarvestState } from '../admin/harvest-state';
import { versionLabel } from '../format/release-version';
import type { RepositoryRelease } from '../schemas/repository-facts';
import { harvestedReleaseText, relativeAge } from './harvested-facts';

/** How the back-office colours a tool's harvest state. */
export type HarvestTone = 'ok' | 'failing' | 'off' | 'none';

/** A tool's harvest state in words, for the admin simulators list and view. */
export interface HarvestStateText {
  tone: HarvestTone;
  /** What stands out: 'Harvest failed 2 hours ago: repository not found (404)', 'Harvesting is off: …'. */
  headline: string;
  /** 'Last harvested 3 hours ago', or 'Never harvested'; null when the headline says it already. */
  lastHarvested: string | null;
  /** An error the tool has since got past, kept for the record; null when none, or when it is the headline. */
  earlierError: string | null;
}

const withAge = (text: string, at: string | null, now: Date): string => {
  const age = relativeAge(at, now);
  return age === null ? text : `${text} ${age}`;
};

/** A tool's harvest state as the back-office says it, ages as of `now`. */
export function harvestStateText(state: HarvestState, now: Date): HarvestStateText {
  const lastHarvested = state.harvestedAt === null ? 'Never harvested' : withAge('Last harvested', state.harvestedAt, now);
  const error =
    state.lastError === null
      ? null
      : `${withAge(state.status === 'failing' ? 'Harvest failed' : 'Last error', state.lastErrorAt, now)}: ${state.lastError}`;
  switch (state.status) {
    case 'failing':
      return { tone: 'failing', headline: error ?? 'Harvest failed', lastHarvested, earlierError: null };
    case 'disabled':
      return {
        tone: 'off',
        headline: state.disabledReason ? `Harvesting is off: ${state.disabledReason}` : 'Harvesting is off',
        lastHarvested,
        earlierError: error,
      };
    case 'skipped':
      return {
        tone: 'none',
        headline: state.skippedReason ? `Not harvested: ${state.skippedReason}` : 'Not harvested',
        lastHarvested,
        earlierError: error,
      };
    case 'pending':
      return { tone: 'none', headline: 'Not harvested yet', lastHarvested, earlierError: error };
    case 'harvested':
      return { tone: 'ok', headline: withAge('Harvested', state.harvestedAt, now), lastHarvested: null, earlierError: error };
  }
}

/** The notice offering an admin the harvested release: what it is, and what the listing shows instead. */
export function newerReleaseText(newer: Pick<RepositoryRelease, 'version' | 'date'>, listedVersion: string | null): string {
  const listed = listedVersion?.trim() ? `the listing shows ${versionLabel(listedVersion)}` : 'the listing shows no version';
  return `The repository has a newer release: ${harvestedReleaseText(newer)}; ${listed}.`;
}
