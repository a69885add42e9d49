-- The admin search (product rules §5's fields of each list) reads one stored, lower-cased column per table instead
-- of 0011's indexed expression searched with ILIKE: ILIKE lower-cases every candidate row on each search, which was
-- about 30 % of a broad term's count at 100,000 rows (bench/README.md, admin-list). `x ILIKE p` is
-- `lower(x) LIKE lower(p)`, so db/admin-list-sql.ts searches `admin_search LIKE lower(pattern)`: the same rows.
-- The columns are joined by U+001F, so a term never matches across two of them.

ALTER TABLE error_reports ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(simulator_name, '') || E'\x1f' || coalesce(reporter_name, '') || E'\x1f' || coalesce(error_type, ''))) STORED;
CREATE INDEX error_reports_admin_search_idx ON error_reports USING gin (admin_search gin_trgm_ops);
DROP INDEX error_reports_search_idx;

ALTER TABLE simulator_submissions ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\x1f' || coalesce(submitter_name, '') || E'\x1f' || coalesce(submitter_affiliation, ''))) STORED;
CREATE INDEX simulator_submissions_admin_search_idx ON simulator_submissions USING gin (admin_search gin_trgm_ops);
DROP INDEX simulator_submissions_search_idx;

ALTER TABLE jobs ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(title, '') || E'\x1f' || coalesce(company, '') || E'\x1f' || coalesce(location, ''))) STORED;
CREATE INDEX jobs_admin_search_idx ON jobs USING gin (admin_search gin_trgm_ops);
DROP INDEX jobs_search_idx;

ALTER TABLE users ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(username, '') || E'\x1f' || coalesce(email, '') || E'\x1f' || coalesce(role, ''))) STORED;
CREATE INDEX users_admin_search_idx ON users USING gin (admin_search gin_trgm_ops);
DROP INDEX users_search_idx;

ALTER TABLE simulators ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\x1f' || coalesce(full_name, ''))) STORED;
CREATE INDEX simulators_admin_search_idx ON simulators USING gin (admin_search gin_trgm_ops);
DROP INDEX simulators_search_idx;

ALTER TABLE technologies ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\x1f' || coalesce(vendor_name, ''))) STORED;
CREATE INDEX technologies_admin_search_idx ON technologies USING gin (admin_search gin_trgm_ops);
DROP INDEX technologies_search_idx;
