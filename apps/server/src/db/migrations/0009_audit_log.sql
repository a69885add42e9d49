-- Who changed what and when: one row per admin write, written in the write's own transaction, so a change and
-- its record commit (or roll back) together. The actor's name is copied: the record still reads right after
-- the account is renamed or deleted.

CREATE TABLE audit_log (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  actor_id       integer     REFERENCES users (id) ON DELETE SET NULL,
  actor_username text        NOT NULL,
  action         text        NOT NULL CHECK (action IN ('create', 'update', 'delete', 'status')),
  entity         text        NOT NULL,
  entity_id      integer     NOT NULL,
  summary        text        NOT NULL
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
