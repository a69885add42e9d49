import { ADMIN_COUNT_CAP, type AdminListQuery, type Paged } from '@rsd/core';
import type { Queryable } from './pool';

/**
 * How one admin table reads: its FROM and the column of each sort field. Its search looks in the table's
 * `admin_search` column (migration 0012): the list's columns, lower-cased, joined by U+001F so a term never matches
 * across two of them, with a trigram GIN index for terms of 3 characters or more.
 */
export interface AdminListSql<F extends string> {
  from: string;
  select: string;
  sortColumns: Record<F, string>;
}

/** LIKE treats % and _ as wildcards: a search for "10%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an admin table: case-insensitive substring search over the list's columns, sorted by the chosen
 * field with the id as tie-breaker (so pages never overlap), and the total for the pager. The count stops
 * ADMIN_COUNT_CAP rows past the page's start (the cost of an exact count grows with the matches, the page's does
 * not); a total it did not reach is marked inexact, and it is never below the rows up to this page. The count
 * rides along with the page as a sub-select (one round trip); only a page past the last match asks for it alone.
 */
export async function adminListPage<Row, T, F extends string>(
  db: Queryable,
  sql: AdminListSql<F>,
  query: AdminListQuery<F>,
  toItem: (row: Row) => T,
): Promise<Paged<T>> {
  const params: unknown[] = [];
  let where = '';
  if (query.q !== '') {
    params.push(likePattern(query.q));
    // ILIKE lower-cases both sides, then compares as LIKE; the column is stored lower-cased, so no row is lower-cased here.
    where = `WHERE admin_search LIKE lower($1)`;
  }
  const direction = query.sort.descending ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY ${sql.sortColumns[query.sort.field]} ${direction} NULLS LAST, id ${direction}`;
  const offset = (query.page - 1) * query.pageSize;
  const cap = offset + ADMIN_COUNT_CAP;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.from} ${where} LIMIT $${params.length + 1}) AS m`;
  const { rows } = await db.query(
    `SELECT ${sql.select}, (${countSql}) AS matches_counted FROM ${sql.from} ${where} ${orderBy}
      LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
    [...params, cap + 1, query.pageSize, offset],
  );
  const page = rows as (Row & { matches_counted: number })[];
  const counted =
    page[0]?.matches_counted ??
    (offset === 0 ? 0 : (await db.query<{ n: number }>(countSql, [...params, cap + 1])).rows[0]!.n);
  const totalExact = counted <= cap;
  return { items: page.map(toItem), total: totalExact ? counted : cap, totalExact, page: query.page, pageSize: query.pageSize };
}
