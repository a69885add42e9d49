import { ADMIN_COUNT_CAP, type AdminListQuery, type Paged } from '@rsd/core';
import type { Queryable } from './pool';

/** How one admin table reads: its FROM, the columns its search looks in, and the column of each sort field. */
export interface AdminListSql<F extends string> {
  from: string;
  select: string;
  searchColumns: readonly string[];
  sortColumns: Record<F, string>;
}

/**
 * The text a list's search looks in: its columns joined by a control character nobody types, so a term never
 * matches across two columns. Migration 0011 indexes exactly this expression (trigram GIN) for each list: change
 * the two together.
 */
export const searchDocument = (columns: readonly string[]): string => columns.map((column) => `coalesce(${column}, '')`).join(` || E'\\x1f' || `);

/** LIKE treats % and _ as wildcards: a search for "10%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an admin table: case-insensitive substring search over the list's columns, sorted by the chosen
 * field with the id as tie-breaker (so pages never overlap), and the total for the pager. The count stops
 * ADMIN_COUNT_CAP rows past the page's start (the cost of an exact count grows with the matches, the page's does
 * not); a total it did not reach is marked inexact, and it is never below the rows up to this page.
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
    where = `WHERE (${searchDocument(sql.searchColumns)}) ILIKE $1`;
  }
  const direction = query.sort.descending ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY ${sql.sortColumns[query.sort.field]} ${direction} NULLS LAST, id ${direction}`;
  const offset = (query.page - 1) * query.pageSize;
  const cap = offset + ADMIN_COUNT_CAP;
  const counted = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.from} ${where} LIMIT $${params.length + 1}) AS m`, [
      ...params,
      cap + 1,
    ])
  ).rows[0]!.n;
  const { rows } = await db.query(
    `SELECT ${sql.select} FROM ${sql.from} ${where} ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, offset],
  );
  const totalExact = counted <= cap;
  return { items: (rows as Row[]).map(toItem), total: totalExact ? counted : cap, totalExact, page: query.page, pageSize: query.pageSize };
}
