-- What names the simulators table's contents (issue 29): the highest version a row carries, the row count and that
-- version's fingerprint. An insert or update draws a higher version and a delete lowers the count, so while the
-- highest version stays the same the rows only ever shrink and the count tells the states apart; the fingerprint
-- tells a version drawn again after a restore from the one before it (0015).
CREATE FUNCTION simulators_content_stamp() RETURNS text LANGUAGE sql STABLE AS $$
  WITH latest AS (SELECT max(version) AS version, count(*) AS rows FROM simulators)
  SELECT coalesce(latest.version, 0) || '-' || latest.rows || '-' ||
         coalesce((SELECT replace(l.fingerprint::text, '-', '') FROM sync_change_log l WHERE l.version = latest.version), '')
  FROM latest
$$;

-- The simulators' NOTIFY carries the stamp as the statement left the table ('simulators:<stamp>'): a server process
-- then knows the list's validator without a query, though the write made it drop its copy of the list. Writers hold
-- the sync write lock until they commit, so the NOTIFYs arrive in commit order and the last one names the table.
CREATE FUNCTION notify_simulators_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rsd_table_changes', TG_TABLE_NAME || ':' || simulators_content_stamp());
  RETURN NULL;
END $$;

DROP TRIGGER simulators_notify ON simulators;
CREATE TRIGGER simulators_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON simulators
  FOR EACH STATEMENT EXECUTE FUNCTION notify_simulators_change();
