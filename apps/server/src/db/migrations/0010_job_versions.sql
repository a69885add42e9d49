-- Admin edits of jobs carry the version they started from, like simulators and technologies: a stale edit is
-- refused instead of overwriting someone else's. Jobs are not synced, so the version is the row's own write
-- counter, not a draw from sync_version_seq (which would take the sync write lock for nothing).
ALTER TABLE jobs ADD COLUMN version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION jobs_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  RETURN NEW;
END $$;

DROP TRIGGER jobs_touch ON jobs;
CREATE TRIGGER jobs_bump_version BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_bump_version();
