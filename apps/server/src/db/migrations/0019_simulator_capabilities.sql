-- Each simulator's capability terms (issue 27): core's SimulatorCapability list, each term of the vocabulary with
-- its evidence (the record's text that names it, or the admin who set it). Synced like every column of the row.
-- Existing rows start empty and are derived when the server starts (features/simulators/simulator-capabilities.ts).
ALTER TABLE simulators
  ADD COLUMN capabilities jsonb NOT NULL DEFAULT '[]'
    CONSTRAINT simulators_capabilities_shape CHECK (jsonb_typeof(capabilities) = 'array'),
  -- True once an admin has set the list: from then on only an admin changes it, whatever the vocabulary does.
  ADD COLUMN capabilities_curated boolean NOT NULL DEFAULT false,
  -- The vocabulary version (core's CAPABILITY_VOCABULARY_VERSION) the list was derived under; 0: never derived. An
  -- uncurated row under another version is derived again when the server starts.
  ADD COLUMN capabilities_vocabulary integer NOT NULL DEFAULT 0;

-- As in 0017, plus: a write that derives an uncurated row's terms under a new vocabulary (capabilities_vocabulary
-- changes, the row stays uncurated) is no curated write either. It draws a version, so every cache gets the terms,
-- but keeps curated_version (an admin's open edit stays valid) and updated_at (no tool reads as updated).
CREATE OR REPLACE FUNCTION simulators_track_curated_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (
    NEW.repository IS DISTINCT FROM OLD.repository
    OR (NEW.capabilities_vocabulary IS DISTINCT FROM OLD.capabilities_vocabulary AND NOT NEW.capabilities_curated)
  ) THEN
    NEW.curated_version := OLD.curated_version;
    NEW.updated_at := OLD.updated_at;
  ELSE
    NEW.curated_version := NEW.version;
  END IF;
  RETURN NEW;
END $$;
