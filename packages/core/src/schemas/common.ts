import { z } from 'zod';

/** A calendar date as the spec writes it: YYYY-MM-DD. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.');

/** An instant, serialised as an ISO 8601 string. */
export const Timestamp = z.string().datetime({ offset: true });

/** Every synced row carries the sequence value of its last write (see the sync protocol). */
export const RowVersion = z.number().int().nonnegative();

export const EntityId = z.coerce.number().int().positive();
