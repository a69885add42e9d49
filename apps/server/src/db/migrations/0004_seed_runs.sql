-- Each seed version runs once, ever: a restart never duplicates rows and never brings back what an
-- administrator deleted.
CREATE TABLE seed_runs (
  seed_id    text        PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
