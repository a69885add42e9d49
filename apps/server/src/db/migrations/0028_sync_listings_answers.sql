-- The listings answer (GET /api/sync/listings) as one server process built it, so the other processes send it instead
-- of each building it again after every write (at 30,000 tools: a json_agg of every listing, its hash and a gzip of
-- 33 MB). One row a protocol, the latest; a cursor carries its version's fingerprint, so a row answers only requests
-- at exactly its position. UNLOGGED: a cache that a crash may empty, made again by the next build.
CREATE UNLOGGED TABLE sync_listings_answers (
  protocol integer PRIMARY KEY,
  dataset  uuid    NOT NULL,
  cursor   text    NOT NULL,
  version  bigint  NOT NULL,
  etag     text    NOT NULL,
  gzip     bytea   NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
