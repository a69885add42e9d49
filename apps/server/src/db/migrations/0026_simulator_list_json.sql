-- Each simulator's JSON text as GET /api/simulators sends it, kept beside the row (issue 29). Built per request, the
-- list's 200 at 30,000 rows took 3 to 22 s, almost all of it PostgreSQL writing jsonb as text; kept, a 200 only reads
-- it. Written by a row trigger in the statement that writes the row, so no snapshot ever sees a row with another
-- row's text: whatever writes (the app, an import, the harvester, SQL alone), in the same transaction.

-- core's Simulator: its keys in its order, the values toSimulator makes of the row, updatedAt as toISOString writes
-- it (milliseconds, truncated as pg's Date parsing truncates them), jsonb columns in jsonb's own text (a space after
-- ':' and ','). `text || NULL` is NULL, so a nullable value is spelled out. This is the text the list built per
-- request before, moved here unchanged.
CREATE FUNCTION simulator_list_json(s simulators) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id":' || s.id
    || ',"name":' || to_json(s.name)
    || ',"fullName":' || to_json(s.full_name)
    || ',"shortDescription":' || to_json(s.short_description)
    || ',"description":' || to_json(s.description)
    || ',"website":' || to_json(s.website)
    || ',"sourceCodeRepository":' || coalesce(to_json(s.source_code_repository)::text, 'null')
    || ',"licenseType":' || coalesce(to_json(s.license_type)::text, 'null')
    || ',"licenseUrl":' || coalesce(to_json(s.license_url)::text, 'null')
    || ',"programmingLanguages":' || to_json(s.programming_languages)
    || ',"applicationAreas":' || to_json(s.application_areas)
    || ',"keyFeatures":' || to_json(s.key_features)
    || ',"strengths":' || to_json(s.strengths)
    || ',"developmentStatus":' || to_json(s.development_status)
    || ',"lastReleaseVersion":' || coalesce(to_json(s.last_release_version)::text, 'null')
    || ',"lastReleaseDate":' || coalesce(to_json(s.last_release_date)::text, 'null')
    || ',"updatedAt":' || to_json(to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || ',"organizations":' || s.organizations
    || ',"relevantOrganizations":' || s.relevant_organizations
    || ',"benchmark_studies":' || s.benchmark_studies
    || ',"evidence":' || to_json(s.evidence)
    || ',"factsVerifiedOn":' || coalesce(to_json(s.facts_verified_on)::text, 'null')
    || ',"detailedCapabilities":' || coalesce(s.detailed_capabilities::text, 'null')
    || ',"learningResources":' || coalesce(s.learning_resources::text, 'null')
    || ',"repository":' || coalesce(s.repository::text, 'null')
    || ',"capabilities":' || s.capabilities
    || ',"version":' || s.version || '}'
$$;

ALTER TABLE simulators ADD COLUMN list_json text;

-- BEFORE row triggers fire in name order: this one comes after simulators_sync_version (the version, updated_at) and
-- simulators_track_curated_version (which may put updated_at back), so the text has the row's final values. A
-- trigger added later that changes a listed column must sort before it.
CREATE FUNCTION simulators_write_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := simulator_list_json(NEW);
  RETURN NEW;
END $$;
CREATE TRIGGER simulators_write_list_json BEFORE INSERT OR UPDATE ON simulators
  FOR EACH ROW EXECUTE FUNCTION simulators_write_list_json();

-- Existing rows get their text without the sync triggers, as in 0017: nothing a client holds changes, so no row needs
-- a new version. A later migration that writes listed columns with the triggers off must refresh list_json likewise.
ALTER TABLE simulators DISABLE TRIGGER USER;
UPDATE simulators s SET list_json = simulator_list_json(s);
ALTER TABLE simulators ENABLE TRIGGER USER;
ALTER TABLE simulators ALTER COLUMN list_json SET NOT NULL;
