-- Admin tables search with ILIKE '%term%' (product rules §5's fields of each list) and page in their default
-- order; at 100,000 rows both read the whole table without these.
--
-- The search looks in one expression per table, its columns joined by U+001F (db/admin-list-sql.ts,
-- searchDocument): one trigram GIN index each, which answers ILIKE for terms of 3 characters or more. The
-- expressions here must stay exactly what searchDocument builds, or the planner cannot use them.
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX error_reports_search_idx ON error_reports USING gin (
  (coalesce(simulator_name, '') || E'\x1f' || coalesce(reporter_name, '') || E'\x1f' || coalesce(error_type, '')) gin_trgm_ops);
CREATE INDEX simulator_submissions_search_idx ON simulator_submissions USING gin (
  (coalesce(name, '') || E'\x1f' || coalesce(submitter_name, '') || E'\x1f' || coalesce(submitter_affiliation, '')) gin_trgm_ops);
CREATE INDEX jobs_search_idx ON jobs USING gin (
  (coalesce(title, '') || E'\x1f' || coalesce(company, '') || E'\x1f' || coalesce(location, '')) gin_trgm_ops);
CREATE INDEX users_search_idx ON users USING gin (
  (coalesce(username, '') || E'\x1f' || coalesce(email, '') || E'\x1f' || coalesce(role, '')) gin_trgm_ops);
CREATE INDEX simulators_search_idx ON simulators USING gin ((coalesce(name, '') || E'\x1f' || coalesce(full_name, '')) gin_trgm_ops);
CREATE INDEX technologies_search_idx ON technologies USING gin ((coalesce(name, '') || E'\x1f' || coalesce(vendor_name, '')) gin_trgm_ops);

-- The default orders, as adminListPage writes them (NULLS LAST, the id breaking ties): page 1 reads 10 rows.
DROP INDEX error_reports_created_idx;
CREATE INDEX error_reports_created_idx ON error_reports (created_at DESC NULLS LAST, id DESC);
DROP INDEX simulator_submissions_created_idx;
CREATE INDEX simulator_submissions_created_idx ON simulator_submissions (created_at DESC NULLS LAST, id DESC);
DROP INDEX jobs_posted_at_idx;
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at DESC NULLS LAST, id DESC);
