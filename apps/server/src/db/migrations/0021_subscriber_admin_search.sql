-- The admin Subscribers table (issue 28) searches email, name and company like every other admin list (0012): one
-- stored, lower-cased column with the fields joined by U+001F, and a trigram index for terms of 3 characters or more.
ALTER TABLE subscriptions ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(coalesce(email, '') || E'\x1f' || coalesce(name, '') || E'\x1f' || coalesce(company, ''))) STORED;
CREATE INDEX subscriptions_admin_search_idx ON subscriptions USING gin (admin_search gin_trgm_ops);
