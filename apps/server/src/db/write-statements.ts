/** `INSERT INTO table (a, b) VALUES ($1, $2) RETURNING ...`: values in the order of `columns`. */
export const insertStatement = (table: string, columns: readonly string[], returning: string): string =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${returning}`;

/**
 * An update that applies only while the row is still at the version the edit started from: values in the order
 * of `columns`, then the id, then that version. No row back means changed since, or gone.
 */
export const versionedUpdateStatement = (table: string, columns: readonly string[], returning: string): string =>
  `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')}, updated_at = now()
    WHERE id = $${columns.length + 1} AND version = $${columns.length + 2} RETURNING ${returning}`;

/**
 * versionedUpdateStatement for a table whose rows also take writes nobody edits (simulators: the harvester's, see
 * migration 0017): the edit applies while no curated write came after the version it started from, so such a write
 * in between is no conflict. Same values and order.
 */
export const curatedUpdateStatement = (table: string, columns: readonly string[], returning: string): string =>
  `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')}, updated_at = now()
    WHERE id = $${columns.length + 1} AND curated_version <= $${columns.length + 2} AND version >= $${columns.length + 2}
    RETURNING ${returning}`;
