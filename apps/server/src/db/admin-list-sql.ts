import { ADMIN_COUNT_CAP, type AdminCount, type AdminListQuery, type AdminPage } from '@rsd/core';
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

/** Words of a search the trigram index can look up on their own (it needs 3 characters). */
const INDEXED_WORD = /\S{3,}/g;

/**
 * The search's WHERE and its parameters; none for an empty search. Each word of 3 or more characters asks the
 * trigram index, and strpos checks the whole text: the whole text's edge trigrams match most rows (see
 * docs/architecture.md, admin lists).
 */
function searchWhere(q: string): { where: string; params: unknown[] } {
  if (q === '') return { where: '', params: [] };
  const words = q.match(INDEXED_WORD) ?? [];
  if (words.length === 0 || (words.length === 1 && words[0] === q))
    return { where: 'WHERE admin_search LIKE lower($1)', params: [likePattern(q)] };
  const lookups = words.map((_, i) => `admin_search LIKE lower($${i + 2})`);
  return { where: `WHERE ${lookups.join(' AND ')} AND strpos(admin_search, lower($1)) > 0`, params: [q, ...words.map(likePattern)] };
}

/**
 * One page of an admin table: case-insensitive substring search over the list's columns, sorted by the chosen
 * field with the id as tie-breaker (so pages never overlap). One row past the page says whether another follows;
 * the total is adminListCount's, a request of its own, so a page costs the same at any table size.
 */
export async function adminListPage<Row, T, F extends string>(
  db: Queryable,
  sql: AdminListSql<F>,
  query: AdminListQuery<F>,
  toItem: (row: Row) => T,
): Promise<AdminPage<T>> {
  const { where, params } = searchWhere(query.q);
  const direction = query.sort.descending ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY ${sql.sortColumns[query.sort.field]} ${direction} NULLS LAST, id ${direction}`;
  const { rows } = await db.query(
    `SELECT ${sql.select} FROM ${sql.from} ${where} ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize + 1, (query.page - 1) * query.pageSize],
  );
  const page = rows as Row[];
  return {
    items: page.slice(0, query.pageSize).map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    hasNext: page.length > query.pageSize,
  };
}

/** How many rows the search matches, counted up to ADMIN_COUNT_CAP; past it the total is a lower bound. */
export async function adminListCount<F extends string>(db: Queryable, sql: AdminListSql<F>, q: string): Promise<AdminCount> {
  const { where, params } = searchWhere(q);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.from} ${where} LIMIT $${params.length + 1}) AS m`,
    [...params, ADMIN_COUNT_CAP + 1],
  );
  const counted = rows[0]!.n;
  return counted > ADMIN_COUNT_CAP ? { total: ADMIN_COUNT_CAP, totalExact: false } : { total: counted, totalExact: true };
}
