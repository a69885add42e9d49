-- Each simulator's listing (core's toSimulatorListing) as the server last derived it, with the row version it was
-- derived from (issue 29): GET /api/sync/listings answers a first visit with every live listing, built by PostgreSQL
-- from this table, without reading and serialising the whole records. A table of its own, not a column: simulators'
-- triggers draw a new version and notify on every update, and storing a listing is no change to the row. The
-- derivation is TypeScript, so nothing is filled here: a listing is current only while its row still carries its
-- version, and the server derives and stores the missing and stale ones when it answers.
CREATE TABLE simulator_listings (
  simulator_id integer PRIMARY KEY REFERENCES simulators (id) ON DELETE CASCADE,
  version      bigint NOT NULL,
  listing      jsonb  NOT NULL
);
