-- Server-side sessions (issue 18, docs/adr/0026): one row per login, a token family.
--
-- The refresh token carries the session id and a generation; a refresh moves the generation on
-- with `UPDATE … WHERE generation = <presented>` so that of two refreshes with one token only one
-- wins, on any replica. A token of an older generation is a stolen or replayed copy: the session
-- is revoked, and every token of it (refresh and access) stops working. Access tokens carry the
-- session id too; each process keeps which sessions are alive in memory and drops a member's
-- entries on the change notification below (src/auth/live-sessions.ts).
-- Replaces refresh_tokens (one row per issued token, no family): its tokens stop working, their
-- holders sign in again once.
DROP TABLE refresh_tokens;

CREATE TABLE sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- the generation of the one refresh token of this session that may still be used
  generation integer NOT NULL DEFAULT 1 CHECK (generation > 0),
  created_at timestamptz NOT NULL,
  -- login or last refresh; a session unused for the refresh lifetime is purged
  last_used_at timestamptz NOT NULL,
  -- as the browser sent it at login (cut to 512 characters), for "로그인 기기"
  user_agent text NOT NULL DEFAULT '',
  -- set by logout, reuse detection, password change or reset, "로그아웃" on another device
  revoked_at timestamptz,
  CHECK (last_used_at >= created_at)
);
CREATE INDEX sessions_member_idx ON sessions (member_id, last_used_at DESC);
CREATE INDEX sessions_last_used_idx ON sessions (last_used_at);

-- Ending a session is a change every replica must hear of at once: it notifies the member's id
-- on the channel of migrations/006 (each process drops what it keeps about the member: its live
-- sessions and its audit). Refreshes (generation, last_used_at) notify nothing.
CREATE TRIGGER sessions_notify_revoke
  AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER sessions_notify_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER sessions_notify_truncate
  AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();
