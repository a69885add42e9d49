import { z } from 'zod';

/** The page sizes an admin table offers; 10 is the spec's default. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_SEARCH_MAX = 200;

/** A count from a URL query: digits only (no '1e1', '0x10' or '1.0'), or a number from code. */
const count = (message: string) =>
  z.union([z.number(), z.string().regex(/^\d{1,9}$/).transform(Number)], { error: message }).pipe(z.number().int(message));

const PAGE_MESSAGE = 'Page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}.`;

const PageSize = count(PAGE_SIZE_MESSAGE)
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), PAGE_SIZE_MESSAGE);

/**
 * An admin table's query: `page` from 1, `pageSize` of ADMIN_PAGE_SIZES, `q` searched on the server over that
 * list's fields (product rules §5), and `sort` as a field name, '-' first for descending.
 */
export const adminListQuery = <const K extends readonly [string, ...string[]]>(sortFields: K, defaultSort: `${'' | '-'}${K[number]}`) => {
  const sorts = sortFields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.object({
    page: count(PAGE_MESSAGE).pipe(z.number().min(1, PAGE_MESSAGE)).default(1),
    pageSize: PageSize.default(ADMIN_DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters.`).default(''),
    sort: z
      .enum(sorts, { error: `Sort must be one of ${sorts.join(', ')}.` })
      .default(defaultSort)
      .transform((sort) => ({ field: sort.replace(/^-/, '') as K[number], descending: sort.startsWith('-') })),
  });
};
export type AdminListQuery<F extends string = string> = {
  page: number;
  pageSize: number;
  q: string;
  sort: { field: F; descending: boolean };
};

/**
 * An admin table counts its matches up to this many rows past the page asked for, and no further: counting every
 * match of a broad search in a large table costs more than the page itself. Beyond it the total is a lower bound.
 */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * One page of an admin table, with the total the pager needs. `totalExact` false: there are at least `total`
 * rows (ADMIN_COUNT_CAP), and the pager says so ("10,000+").
 */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalExact: z.boolean(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
export type Paged<T> = { items: T[]; total: number; totalExact: boolean; page: number; pageSize: number };

/** A count for the pager: "10,000", or "10,000+" when it is only a lower bound. */
export const formatAdminCount = (n: number, exact: boolean): string => `${n.toLocaleString('en-US')}${exact ? '' : '+'}`;

/** Pages a table of `total` rows has at `pageSize` (at least 1, so an empty table shows page 1 of 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
