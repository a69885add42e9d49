-- Sync hardening: no stored shape that can never be read, no TRUNCATE behind the clients' backs, and a
-- record of how far tombstones have been pruned.

-- Repair first (each UPDATE draws a new version, so clients receive the repaired rows), then constrain.
-- The two simulator blobs and the specifications are an object or JSON text of one; anything else
-- (an array, a number, JSON null) reads as empty, which SQL NULL says plainly.
UPDATE simulators SET detailed_capabilities = NULL
  WHERE detailed_capabilities IS NOT NULL AND jsonb_typeof(detailed_capabilities) NOT IN ('object', 'string');
UPDATE simulators SET learning_resources = NULL
  WHERE learning_resources IS NOT NULL AND jsonb_typeof(learning_resources) NOT IN ('object', 'string');
UPDATE technologies SET specifications = NULL
  WHERE specifications IS NOT NULL AND jsonb_typeof(specifications) NOT IN ('object', 'string');
-- deployed_years runs parallel to deployed_companies: an entry that is no year becomes null, keeping
-- the positions of the others.
UPDATE technologies SET deployed_years = (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e) IN ('number', 'string') THEN e ELSE 'null'::jsonb END ORDER BY i), '[]')
    FROM jsonb_array_elements(deployed_years) WITH ORDINALITY AS entries(e, i)
  )
  WHERE jsonb_path_exists(deployed_years, '$[*] ? (@.type() != "number" && @.type() != "string" && @.type() != "null")');

ALTER TABLE simulators
  ADD CONSTRAINT simulators_detailed_capabilities_shape
    CHECK (jsonb_typeof(detailed_capabilities) IN ('object', 'string')),
  ADD CONSTRAINT simulators_learning_resources_shape
    CHECK (jsonb_typeof(learning_resources) IN ('object', 'string'));
ALTER TABLE technologies
  ADD CONSTRAINT technologies_specifications_shape
    CHECK (jsonb_typeof(specifications) IN ('object', 'string')),
  ADD CONSTRAINT technologies_deployed_years_entries
    CHECK (NOT jsonb_path_exists(deployed_years, '$[*] ? (@.type() != "number" && @.type() != "string" && @.type() != "null")'));

-- TRUNCATE fires no row triggers, so it would leave no tombstones and clients would keep rows that no
-- longer exist. DELETE does the same job and tells them.
CREATE FUNCTION sync_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'TRUNCATE % is refused: sync clients would keep its rows. Use DELETE, which leaves tombstones.', TG_TABLE_NAME
    USING ERRCODE = 'feature_not_supported';
END $$;
CREATE TRIGGER simulators_refuse_truncate BEFORE TRUNCATE ON simulators
  FOR EACH STATEMENT EXECUTE FUNCTION sync_refuse_truncate();
CREATE TRIGGER technologies_refuse_truncate BEFORE TRUNCATE ON technologies
  FOR EACH STATEMENT EXECUTE FUNCTION sync_refuse_truncate();

-- The highest tombstone version pruned so far: a client whose cursor is below it may have missed a delete.
ALTER TABLE sync_dataset ADD COLUMN pruned_through bigint NOT NULL DEFAULT 0;
