-- Attempt limits shared by every api replica on one PostgreSQL (issue 11): one fixed window per
-- limit and key (a client address or a 학번), so N replicas enforce the limit of one. PGlite keeps
-- its counters in memory (one process); the table is unused there. Rows are swept by the api
-- once their window has ended.
CREATE TABLE attempt_counters (
  -- which limit: 'login:ip', 'login:username', 'portal:ip', 'portal:username'
  scope text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX attempt_counters_window_ends_at_idx ON attempt_counters (window_ends_at);
