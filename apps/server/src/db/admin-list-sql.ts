import type { AdminListQuery, Paged } from '@rsd/core';
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
 * field with the id as tie-breaker (so pages never overlap), and the total for the pager.
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
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql.from} ${where}`, params)).rows[0]!.n;
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const { rows } = await db.query(
    `SELECT ${sql.select} FROM ${sql.from} ${where} ${orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: (rows as Row[]).map(toItem), total, page: query.page, pageSize: query.pageSize };
}
