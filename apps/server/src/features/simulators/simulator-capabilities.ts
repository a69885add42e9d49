import {
  CAPABILITY_VOCABULARY_VERSION,
  curateCapabilities,
  deriveCapabilities,
  type Simulator,
  type SimulatorCapability,
  type SimulatorInput,
  type User,
} from '@rsd/core';
import type { Pool } from 'pg';
import { jsonb } from '../../db/sql-values';
import { withSyncedWrite } from '../../db/transactions';

/** A simulator's terms as stored: the list, and whether an admin set it (then the vocabulary never re-derives it). */
export interface StoredCapabilities {
  terms: SimulatorCapability[];
  curated: boolean;
}

/**
 * What the simulators repository writes: the input with its terms resolved. Without them an insert derives them
 * from the record and an update keeps the stored ones, so a plain SimulatorInput (a seed row) is a write too.
 */
export type SimulatorWrite = Omit<SimulatorInput, 'capabilities'> & { storedCapabilities?: StoredCapabilities };

/** The terms a record's own capability data supports: what a create without a choice, a seed or an approval stores. */
export const derivedCapabilities = (input: Pick<SimulatorInput, 'detailedCapabilities'>): StoredCapabilities => ({
  terms: deriveCapabilities(input.detailedCapabilities),
  curated: false,
});

/**
 * An admin's create or edit: a chosen list is curated (core's curateCapabilities: record evidence where the record
 * being saved supports a term, else the admin's); no choice derives on create and keeps the stored list on update.
 */
export function adminSimulatorWrite(
  { capabilities: chosen, ...input }: SimulatorInput,
  { actor, before }: { actor: User; before: Simulator | undefined },
): SimulatorWrite {
  if (chosen === undefined) return before ? input : { ...input, storedCapabilities: derivedCapabilities(input) };
  const curator = { username: actor.username, at: new Date().toISOString() };
  const terms = curateCapabilities(chosen, input.detailedCapabilities, before?.capabilities ?? [], curator);
  return { ...input, storedCapabilities: { terms, curated: true } };
}

/** The audit log's words for a change of terms: 'Capabilities: added gpu; removed mpi.', or '' when the set is the same. */
export function capabilityChangeSummary(before: Pick<Simulator, 'capabilities'>, after: Pick<Simulator, 'capabilities'>): string {
  const had = new Set(before.capabilities.map((c) => c.term));
  const has = new Set(after.capabilities.map((c) => c.term));
  const added = [...has].filter((term) => !had.has(term));
  const removed = [...had].filter((term) => !has.has(term));
  const parts = [...(added.length ? [`added ${added.join(', ')}`] : []), ...(removed.length ? [`removed ${removed.join(', ')}`] : [])];
  return parts.length ? `Capabilities: ${parts.join('; ')}.` : '';
}

/** Rows derived per transaction at start-up: a bounded write however many rows need it. */
const DERIVE_BATCH = 250;

/**
 * Derives the terms of every row no admin has curated whose terms come from another vocabulary version (rows that
 * predate the column, and all such rows once the vocabulary changes). Run when the server starts, after the seeds;
 * returns how many rows it wrote. Each batch reads its rows FOR UPDATE in the write's own transaction, so an admin's
 * save in between is neither lost nor derived over.
 */
export async function deriveStaleCapabilities(pool: Pool): Promise<number> {
  let written = 0;
  for (;;) {
    const count = await withSyncedWrite(pool, async (client) => {
      const { rows } = await client.query<{ id: number; detailed_capabilities: unknown }>(
        `SELECT id, detailed_capabilities FROM simulators
          WHERE NOT capabilities_curated AND capabilities_vocabulary <> $1 ORDER BY id LIMIT $2 FOR UPDATE`,
        [CAPABILITY_VOCABULARY_VERSION, DERIVE_BATCH],
      );
      if (rows.length === 0) return 0;
      await client.query(
        `UPDATE simulators s SET capabilities = v.capabilities, capabilities_vocabulary = $3
           FROM unnest($1::integer[], $2::jsonb[]) AS v (id, capabilities) WHERE s.id = v.id`,
        [rows.map((row) => row.id), rows.map((row) => jsonb(deriveCapabilities(row.detailed_capabilities))), CAPABILITY_VOCABULARY_VERSION],
      );
      return rows.length;
    });
    if (count === 0) return written;
    written += count;
  }
}
