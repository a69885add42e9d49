import { z } from 'zod';
import { storableText } from '../forms/storable-text';

/** The page sizes an admin table offers; 10 is the spec's default. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_SEARCH_MAX = 200;

/** A count from a URL query: digits only (no '1e1', '0x10' or '1.0'), or a number from code. */
const count = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message));

const PAGE_MESSAGE = 'Page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}.`;

const PageSize = count(PAGE_SIZE_MESSAGE).refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), PAGE_SIZE_MESSAGE);

/**
 * An admin table's search text, searched on the server over that list's fields (product rules §5). It goes to
 * PostgreSQL as text, so it follows the rule of every typed text (no NUL, no broken characters).
 */
const AdminSearch = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters.`)
  .superRefine(storableText)
  .default('');

/**
 * An admin table's query: `page` from 1, `pageSize` of ADMIN_PAGE_SIZES, `q` searched on the server over that
 * list's fields (product rules §5), and `sort` as a field name, '-' first for descending.
 */
export const adminListQuery = <const K extends readonly [string, ...string[]]>(sortFields: K, defaultSort: `${'' | '-'}${K[number]}`) => {
  const sorts = sortFields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.object({
    page: count(PAGE_MESSAGE).pipe(z.number().min(1, PAGE_MESSAGE)).default(1),
    pageSize: PageSize.default(ADMIN_DEFAULT_PAGE_SIZE),
    q: AdminSearch,
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
 * An admin table's count stops at this many matches: counting every match of a broad search in a large table costs
 * far more than a page. Beyond it the total is a lower bound ("10,000+").
 */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * One page of an admin table. It carries no total: counting the matches costs more than the page as the table grows,
 * so the count is its own request (AdminCount), asked once per search while the admin pages and sorts.
 */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /** Whether a row follows this page: the pager's next button, before (or without) the count. */
    hasNext: z.boolean(),
  });
export type AdminPage<T> = { items: T[]; page: number; pageSize: number; hasNext: boolean };

/** What an admin table's count reads: the same search as its pages. */
export const AdminCountQuery = z.object({ q: AdminSearch });
export type AdminCountQuery = z.output<typeof AdminCountQuery>;

/** The matches of a search, up to ADMIN_COUNT_CAP: past it `totalExact` is false and `total` a lower bound. */
export const AdminCount = z.object({ total: z.number().int().nonnegative(), totalExact: z.boolean() });
export type AdminCount = z.output<typeof AdminCount>;

/** A count for the pager: "10,000", or "10,000+" when it is only a lower bound. */
export const formatAdminCount = (n: number, exact: boolean): string => `${n.toLocaleString('en-US')}${exact ? '' : '+'}`;

/** Pages a table of `total` rows has at `pageSize` (at least 1, so an empty table shows page 1 of 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
