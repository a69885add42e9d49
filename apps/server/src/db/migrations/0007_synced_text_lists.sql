-- A text list in a synced row never holds NULL: clients read every entry as text, so one NULL would fail
-- the page that carries the row. Repair first (new versions, so clients receive the repair), then refuse.
UPDATE simulators SET
    programming_languages = array_remove(programming_languages, NULL),
    application_areas = array_remove(application_areas, NULL),
    key_features = array_remove(key_features, NULL),
    strengths = array_remove(strengths, NULL)
  WHERE array_position(programming_languages, NULL) IS NOT NULL
     OR array_position(application_areas, NULL) IS NOT NULL
     OR array_position(key_features, NULL) IS NOT NULL
     OR array_position(strengths, NULL) IS NOT NULL;
-- deployed_companies runs parallel to deployed_years: a missing company becomes empty text, keeping positions.
UPDATE technologies SET deployed_companies = array_replace(deployed_companies, NULL, '')
  WHERE array_position(deployed_companies, NULL) IS NOT NULL;

ALTER TABLE simulators
  ADD CONSTRAINT simulators_programming_languages_entries CHECK (array_position(programming_languages, NULL) IS NULL),
  ADD CONSTRAINT simulators_application_areas_entries CHECK (array_position(application_areas, NULL) IS NULL),
  ADD CONSTRAINT simulators_key_features_entries CHECK (array_position(key_features, NULL) IS NULL),
  ADD CONSTRAINT simulators_strengths_entries CHECK (array_position(strengths, NULL) IS NULL);
ALTER TABLE technologies
  ADD CONSTRAINT technologies_deployed_companies_entries CHECK (array_position(deployed_companies, NULL) IS NULL);
