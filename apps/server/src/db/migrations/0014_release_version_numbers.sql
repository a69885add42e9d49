-- A release version is its number ('1.6.0', shown 'v1.6.0'), not the tag it was read from ('ats-1.6.0',
-- 'v3.6.2'): strip the tag prefix as core's releaseVersionNumber does (same pattern; db/release-versions.test.ts
-- holds the two to the same cases). New row versions, so every client's next sync receives the repair.
UPDATE simulators
   SET last_release_version = regexp_replace(btrim(last_release_version), '^(?:[A-Za-z][A-Za-z0-9_]*[-_/ ])?[vV]?(?=[0-9])', '')
 WHERE last_release_version IS NOT NULL
   AND last_release_version <> regexp_replace(btrim(last_release_version), '^(?:[A-Za-z][A-Za-z0-9_]*[-_/ ])?[vV]?(?=[0-9])', '');
