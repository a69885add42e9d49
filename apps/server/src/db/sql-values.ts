import { PG_INTEGER_MAX } from '@rsd/core';

/** The lower bound of a PostgreSQL `integer` column, which every table's id is (core has the upper). */
const PG_INTEGER_MIN = -PG_INTEGER_MAX - 1;

/**
 * True when `id` could be stored in an `integer` id column. A valid id beyond it (say 3000000000)
 * names no row, so lookups answer "absent" without sending a value PostgreSQL would refuse.
 */
export const fitsIntegerColumn = (id: number): boolean => Number.isInteger(id) && id >= PG_INTEGER_MIN && id <= PG_INTEGER_MAX;

/** jsonb parameters go over the wire as JSON text; `null` stays SQL NULL. */
export const jsonb = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
