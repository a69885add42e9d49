-- Double opt-in (issue 28): a subscription is pending until its address confirms by a signed link, and may later be
-- unsubscribed. Rows stored before this migration were never confirmed: they become pending, and nobody on them is
-- mailed until the address subscribes again and confirms.
ALTER TABLE subscriptions
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN unsubscribed_at timestamptz,
  -- The last confirmation mail sent: a repeat subscription of a pending address re-sends at most one an hour.
  ADD COLUMN confirmation_sent_at timestamptz,
  -- Confirmations sent on confirmation_day (UTC): capped per day, so a form cannot be used to flood one mailbox.
  ADD COLUMN confirmation_day date,
  ADD COLUMN confirmations_that_day integer NOT NULL DEFAULT 0,
  -- Set when the receiving server refused the address outright (a 5xx to RCPT TO): it is never mailed again.
  ADD COLUMN bounced_at timestamptz;

-- The key that signs the links of subscription mails (HMAC-SHA-256). Kept in the database, so every server process
-- on it signs and checks alike and a restored copy keeps its links working; drawn from PostgreSQL's strong random
-- source (gen_random_uuid, 122 random bits each) and hashed into 32 bytes.
CREATE TABLE mail_token_key (
  id  boolean PRIMARY KEY DEFAULT true CHECK (id),
  key bytea   NOT NULL
);
INSERT INTO mail_token_key (key)
VALUES (sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));
