/**
 * The largest value a PostgreSQL `integer` (int4) column holds: every table's id, and the counts and salaries stored
 * as integers. A rule that bounds such a value uses this, so none sends PostgreSQL a number it refuses.
 */
export const PG_INTEGER_MAX = 2_147_483_647;
