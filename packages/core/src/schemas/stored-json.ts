import { z } from 'zod';
import { storableJson } from '../forms/storable-json';
import { isPlainObject } from '../shared/read';

/**
 * A JSON blob as writers must supply it: an object, JSON text of one (older rows), or nothing; stored as jsonb, so
 * every string in it storable and its nesting bounded (storableJson).
 */
export const JsonBlob = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .nullable()
  .superRefine(storableJson);
export type JsonBlob = z.infer<typeof JsonBlob>;

/**
 * A stored JSON blob as it arrives from the server: any JSON value. An object, text and null pass as they
 * are; any other value (an array, a number, a boolean) arrives as its JSON text, which the normalisers read
 * as empty lists. So a blob of an odd shape never fails a sync page; deciding what it means is the
 * normalisers' job.
 */
export const SyncedJsonBlob = z.json().transform((value): JsonBlob => {
  if (value === null || typeof value === 'string' || isPlainObject(value)) return value;
  return JSON.stringify(value);
});

/** A year as writers supply it: a number or text ("2019"). */
export const DeploymentYear = z.union([z.number().int(), z.string()]);

/**
 * Deployment years as they arrive from the server: any JSON. Entries that are neither a number nor text
 * read as null (no year at that index); anything but a list reads as no years.
 */
export const SyncedDeploymentYears = z
  .json()
  .transform((value): (number | string | null)[] =>
    Array.isArray(value) ? value.map((year) => (typeof year === 'number' || typeof year === 'string' ? year : null)) : [],
  );

/**
 * A stored JSON list as it arrives from the server: the entries `item` can read, in order. An entry of an
 * odd shape (a number among organisations, a benchmark without a name) is left out rather than failing the
 * whole sync page; anything but a list reads as an empty one.
 */
export const syncedItems = <T extends z.core.$ZodType>(item: T) =>
  z.json().transform((value): z.output<T>[] =>
    Array.isArray(value)
      ? value.flatMap((entry) => {
          const read = z.safeParse(item, entry);
          return read.success ? [read.data] : [];
        })
      : [],
  );
