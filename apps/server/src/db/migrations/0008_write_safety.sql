-- What every server process must agree on for visitor writes: idempotency keys and rate-limit counters.

-- A write sent with an Idempotency-Key. The key is claimed (inserted) in the same transaction as the write, so a
-- concurrent request with the same key waits on the primary key until the first commits, then reads its answer;
-- if the first fails, its claim rolls back with it and the key is free again. status and response_body are set
-- before that commit, so no other transaction ever sees them empty.
CREATE TABLE idempotency_keys (
  endpoint      text        NOT NULL,
  key           text        NOT NULL,
  -- sha256 of the body as the contract read it: the same key with another body is refused.
  request_hash  text        NOT NULL,
  status        integer,
  -- The first answer's JSON text, replayed as it was sent.
  response_body text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (endpoint, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- One counting window per limit and client address, starting at the client's first request in it. Unlogged:
-- counters lost in a crash only forgive a minute of requests, and every write skips the WAL.
CREATE UNLOGGED TABLE rate_limit_windows (
  bucket       text        NOT NULL,
  client       text        NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer     NOT NULL,
  PRIMARY KEY (bucket, client)
);
CREATE INDEX rate_limit_windows_start_idx ON rate_limit_windows (window_start);
