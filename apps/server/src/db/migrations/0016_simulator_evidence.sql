-- Where each simulator's facts were read (issue 26, the detail page's Sources): its evidence entries as written
-- ('owner/repo@commit:path', 'owner/repo tag X (date)', or free text), and the day those facts were last checked.
-- Existing rows start unsourced; the seed 'directory-reference-65' fills in the tools it knows where no entry is
-- recorded. Like the other synced text lists (0007), the list never holds NULL: clients read every entry as text.
ALTER TABLE simulators
  ADD COLUMN evidence text[] NOT NULL DEFAULT '{}'
    CONSTRAINT simulators_evidence_entries CHECK (array_position(evidence, NULL) IS NULL),
  ADD COLUMN facts_verified_on date;
