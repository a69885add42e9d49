-- The repository harvester (issue 26): facts read from each tool's source repository host (GitHub, GitLab) live
-- beside the curated fields, in `repository` (core's RepositoryFacts, null until harvested), so the sync carries
-- them; how far the harvester got with each tool lives in harvest_states. See docs/architecture.md, "Harvester".

ALTER TABLE simulators
  ADD COLUMN repository jsonb CONSTRAINT simulators_repository_shape CHECK (jsonb_typeof(repository) = 'object');

-- The version drawn by the row's last curated write: every write but the harvester's. An admin's edit carries the
-- row version it started from and is stale only when a curated write came after it (curated_version above it), so
-- a harvest in between is no conflict. Existing rows start at their own version, set here without the sync
-- triggers: nothing a client holds changes, so no row needs a new version.
ALTER TABLE simulators ADD COLUMN curated_version bigint;
ALTER TABLE simulators DISABLE TRIGGER USER;
UPDATE simulators SET curated_version = version;
ALTER TABLE simulators ENABLE TRIGGER USER;
ALTER TABLE simulators ALTER COLUMN curated_version SET NOT NULL;

-- A write that changes `repository` is the harvester's, which writes nothing else: it keeps curated_version and
-- updated_at (the listing's "updated", which feeds order by) as they were. Every other write is curated. Named to
-- fire after simulators_sync_version (row triggers fire in name order), which draws NEW.version and sets
-- updated_at.
CREATE FUNCTION simulators_track_curated_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.repository IS DISTINCT FROM OLD.repository THEN
    NEW.curated_version := OLD.curated_version;
    NEW.updated_at := OLD.updated_at;
  ELSE
    NEW.curated_version := NEW.version;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER simulators_track_curated_version BEFORE INSERT OR UPDATE ON simulators
  FOR EACH ROW EXECUTE FUNCTION simulators_track_curated_version();

-- One row per tool the harvester has met (none: never tried, first in line).
CREATE TABLE harvest_states (
  simulator_id    integer     PRIMARY KEY REFERENCES simulators (id) ON DELETE CASCADE,
  -- Per request URL, the host's ETag and what was read from that answer: a 304 reuses it (and costs GitHub no rate
  -- limit). Only the URLs of the last turn are kept, so a changed repository link starts afresh.
  etags           jsonb       NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(etags) = 'object'),
  -- When its last turn ended, whatever the outcome: the queue's order (oldest first, never tried before all). A
  -- run stopped by a rate limit leaves the tools it did not finish where they were, first in line.
  last_attempt_at timestamptz,
  last_outcome    text        CHECK (last_outcome IN ('harvested', 'failed', 'skipped')),
  last_success_at timestamptz,
  last_error      text,
  last_error_at   timestamptz,
  skipped_reason  text,
  -- Switched off by an admin (audited), with the reason; null while on.
  disabled_reason text,
  CHECK ((last_error IS NULL) = (last_error_at IS NULL))
);
CREATE INDEX harvest_states_queue_idx ON harvest_states (last_attempt_at NULLS FIRST, simulator_id);
