-- Each simulator's completeness score (core's completenessOf), for the admin simulators table to sort by: the rule
-- reads JSON blobs through core's normalisers, which SQL cannot mirror, so the server scores each write in
-- JavaScript and stores the result here (features/simulators/simulator-completeness.ts).
-- A table of its own, not a column of simulators: writing a score there would draw a new sync version and move
-- updated_at, telling every offline copy and every visitor that a tool changed when only its score did.
CREATE TABLE simulator_completeness (
  simulator_id      integer  PRIMARY KEY REFERENCES simulators (id) ON DELETE CASCADE,
  score             smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  -- The simulator's version when scored and the rule's (COMPLETENESS_RULE_VERSION): a row whose either differs,
  -- written by anything but the server's own writes, is scored again when the server starts.
  simulator_version bigint   NOT NULL,
  rule_version      integer  NOT NULL
);
