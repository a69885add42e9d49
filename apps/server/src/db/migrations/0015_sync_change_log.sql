-- Restores that never leave a sync client behind (sync protocol 2). A restored copy of the database (a dump,
-- a data folder put back, a point-in-time recovery) keeps its dataset id and its sequence goes back, so new
-- writes draw versions that clients already passed. Each version now gets a random fingerprint when it is
-- drawn, and a cursor carries the fingerprint of the change it points at: a version drawn again after a
-- restore has another fingerprint, so a cursor past the restored copy no longer matches and its client
-- resyncs. See docs/architecture.md, "Restores".
CREATE TABLE sync_change_log (
  version     bigint      PRIMARY KEY,
  fingerprint uuid        NOT NULL DEFAULT gen_random_uuid(),
  drawn_at    timestamptz NOT NULL DEFAULT now()
);

-- The versions already drawn that a cursor can point at: those rows and tombstones carry. (Protocol-1
-- cursors carry no fingerprint, so no client holds a stamped cursor at an older one.)
INSERT INTO sync_change_log (version)
SELECT version FROM simulators
UNION SELECT version FROM technologies
UNION SELECT version FROM sync_tombstones;

-- Every version is drawn here, by the triggers below, under the sync write lock they hold. A version drawn
-- again can only mean the sequence was set back by hand: the new draw replaces the old one, whose cursors
-- then no longer match.
CREATE FUNCTION sync_draw_version() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  drawn bigint := nextval('sync_version_seq');
BEGIN
  INSERT INTO sync_change_log (version) VALUES (drawn)
  ON CONFLICT (version) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, drawn_at = EXCLUDED.drawn_at;
  RETURN drawn;
END $$;

-- As in 0001, drawing through sync_draw_version.
CREATE OR REPLACE FUNCTION sync_stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727001);
  NEW.version := sync_draw_version();
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  ELSE
    -- An id that comes back supersedes its tombstone.
    DELETE FROM sync_tombstones WHERE entity = TG_ARGV[0] AND entity_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;

-- As in 0001, drawing through sync_draw_version.
CREATE OR REPLACE FUNCTION sync_write_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727001);
  INSERT INTO sync_tombstones (entity, entity_id, version)
  VALUES (TG_ARGV[0], OLD.id, sync_draw_version())
  ON CONFLICT (entity, entity_id) DO UPDATE SET version = EXCLUDED.version, deleted_at = now();
  RETURN OLD;
END $$;
