-- The digest (issue 28): each confirmed subscriber is mailed what was added or updated since their last digest.
-- digest_through: the end of the window the last digest covered (null: none yet, the window starts at confirmed_at).
ALTER TABLE subscriptions ADD COLUMN digest_through timestamptz;

-- One row per subscriber and period (a schedule tick, or the minute of `npm run admin -- send-digest`): the marker
-- that makes a digest go once however many workers or runs take the period. It is written 'sending' before the
-- mail goes; a row still 'sending' when the next attempt finds it belongs to an attempt that died mid-send, after
-- the mail may have left, so it is not sent again ('interrupted'). Erased with its subscription.
CREATE TABLE subscription_digests (
  subscription_id integer     NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  period          text        NOT NULL,
  state           text        NOT NULL CHECK (state IN ('sending', 'sent', 'empty', 'bounced', 'interrupted')),
  changes_since   timestamptz NOT NULL,
  changes_until   timestamptz NOT NULL,
  started_at      timestamptz NOT NULL,
  finished_at     timestamptz,
  PRIMARY KEY (subscription_id, period)
);
