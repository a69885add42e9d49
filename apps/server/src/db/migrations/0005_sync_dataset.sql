-- One row naming this database for sync clients (see `dataset` in core's SyncResponse). A new or
-- restored-from-scratch database gets a new id, so clients know their cursor no longer applies.
CREATE TABLE sync_dataset (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  id       uuid    NOT NULL DEFAULT gen_random_uuid()
);
INSERT INTO sync_dataset DEFAULT VALUES;
