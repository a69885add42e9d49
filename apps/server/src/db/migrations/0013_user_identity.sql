-- Usernames are compared in one form everywhere (core's usernameKey: NFKC, lower-cased in JavaScript), kept in
-- username_key and unique there: lower(username) folded some letters otherwise than the sign-in's rate limit did,
-- and let two spellings of one name (NFC and NFD é) be two accounts. Existing rows get PostgreSQL's nearest
-- equivalent; they differ from usernameKey only for letters such as İ, which no seeded or generated name has.
ALTER TABLE users ADD COLUMN username_key text;
UPDATE users SET username_key = lower(normalize(btrim(username), NFKC));
ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
CREATE UNIQUE INDEX users_username_key_idx ON users (username_key);
DROP INDEX users_username_idx;

-- Admin edits of users carry the version they started from, like every other admin record: of two concurrent
-- edits (one the e-mail, one the role) the second is a 409 instead of silently undoing the first.
ALTER TABLE users ADD COLUMN version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION users_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  RETURN NEW;
END $$;

DROP TRIGGER users_touch ON users;
CREATE TRIGGER users_bump_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_bump_version();
