import { SYNC_ROW_SCHEMAS, SyncEnvelope, SyncResponse } from '@rsd/core';
import { z } from 'zod';
import type { TimeSlicer } from '../../../lib/time-slicer';

/** Reads each row of one list with its schema, in slices; a row that fails adds its issues under its full path. */
async function readRows<T>(
  field: string,
  rows: readonly unknown[],
  schema: z.ZodType<T>,
  slicer: TimeSlicer,
  issues: z.core.$ZodIssue[],
): Promise<T[]> {
  const read: T[] = [];
  await slicer.forEach(rows, (row, index) => {
    const result = schema.safeParse(row);
    if (result.success) read.push(result.data);
    else for (const issue of result.error.issues) issues.push({ ...issue, path: [field, index, ...issue.path] });
  });
  return read;
}

/**
 * SyncResponse.parse without one long main-thread task: the envelope first, then the rows in time slices.
 * The page and the error are SyncResponse's own: the same data, and a ZodError with every issue of the page
 * under its full path (['simulators', 312, 'name']), in the order SyncResponse lists them. Classic zod and the
 * records' schemas: valid-page.ts loads this module when a page of records has come.
 */
export async function readSyncPage(raw: unknown, slicer: TimeSlicer): Promise<SyncResponse> {
  const envelope = SyncEnvelope.safeParse(raw);
  // No page at all (a wrong protocol field, a row list that is not a list): refused whole by the one schema,
  // which throws its own error with the rows' issues too. Only a broken server answers that.
  if (!envelope.success) return SyncResponse.parse(raw);
  const issues: z.core.$ZodIssue[] = [];
  const simulators = await readRows('simulators', envelope.data.simulators, SYNC_ROW_SCHEMAS.simulators, slicer, issues);
  const technologies = await readRows('technologies', envelope.data.technologies, SYNC_ROW_SCHEMAS.technologies, slicer, issues);
  if (issues.length > 0) throw new z.ZodRealError(issues);
  return { ...envelope.data, simulators, technologies };
}
