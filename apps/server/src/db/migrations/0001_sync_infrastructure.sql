-- Sync infrastructure shared by every synced table (simulators, technologies).

-- One sequence orders every change to a synced table; a client keeps the highest version it applied.
CREATE SEQUENCE sync_version_seq AS bigint;

-- A deleted synced row leaves its id here with the version of the delete.
CREATE TABLE sync_tombstones (
  entity     text        NOT NULL CHECK (entity IN ('simulator', 'technology')),
  entity_id  integer     NOT NULL,
  version    bigint      NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, entity_id)
);
CREATE UNIQUE INDEX sync_tombstones_version_idx ON sync_tombstones (version);

-- 727001 is SYNC_WRITE_LOCK (src/db/locks.ts). Held until the transaction ends, it makes the next writer
-- draw its version only after this one is visible, so versions become visible in increasing order and a
-- reader's cursor can never pass a version that commits later.

-- BEFORE INSERT OR UPDATE OR DELETE, FOR EACH STATEMENT: takes the lock before the statement locks any
-- row, so two writers never deadlock on "my row lock, your advisory lock".
CREATE FUNCTION sync_lock_writers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727001);
  RETURN NULL;
END $$;

-- BEFORE INSERT OR UPDATE, FOR EACH ROW; TG_ARGV[0] is the tombstone entity name. Takes the lock again
-- (re-entrant, nearly free) so the version is never drawn without it, whatever fired this trigger.
CREATE FUNCTION sync_stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727001);
  NEW.version := nextval('sync_version_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  ELSE
    -- An id that comes back supersedes its tombstone.
    DELETE FROM sync_tombstones WHERE entity = TG_ARGV[0] AND entity_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;

-- AFTER DELETE, FOR EACH ROW; TG_ARGV[0] is the tombstone entity name.
CREATE FUNCTION sync_write_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727001);
  INSERT INTO sync_tombstones (entity, entity_id, version)
  VALUES (TG_ARGV[0], OLD.id, nextval('sync_version_seq'))
  ON CONFLICT (entity, entity_id) DO UPDATE SET version = EXCLUDED.version, deleted_at = now();
  RETURN OLD;
END $$;

-- AFTER ... FOR EACH STATEMENT: tells every server process (LISTEN rsd_table_changes) which table changed,
-- so in-memory caches are dropped whoever made the write. Delivered at commit, never for a rollback.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rsd_table_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- BEFORE UPDATE, FOR EACH ROW on tables that are not synced.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;
