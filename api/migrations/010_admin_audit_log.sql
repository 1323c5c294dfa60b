-- Who granted or revoked the admin role, when and through what (issue 13). Rows are never
-- updated or deleted by the api. Actor and target are kept as 학번 and name at the time of the
-- change, so the log still reads correctly after a member withdraws (the ids then become NULL).
CREATE TABLE admin_audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('ADMIN_GRANTED', 'ADMIN_REVOKED')),
  -- WEB: an admin on the admin pages; CLI: `npm run admin -w api`; ADMIN_USERNAMES: the
  -- setting, at sign-up or at server start. Only WEB has an acting member.
  source text NOT NULL CHECK (source IN ('WEB', 'CLI', 'ADMIN_USERNAMES')),
  actor_member_id integer REFERENCES members (id) ON DELETE SET NULL,
  actor_username text,
  actor_name text,
  target_member_id integer REFERENCES members (id) ON DELETE SET NULL,
  target_username text NOT NULL,
  target_name text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'WEB') = (actor_username IS NOT NULL))
);
CREATE INDEX admin_audit_log_occurred_at_idx ON admin_audit_log (occurred_at DESC, id DESC);
