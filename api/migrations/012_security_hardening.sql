-- Issue 24 (docs/adr/0032): attacks a second reviewer found.

-- 1. Attempt counters count before the work and give refused or successful attempts back
--    (src/security/attempt-counters.ts): a refunded window may stand at 0 until it ends.
ALTER TABLE attempt_counters DROP CONSTRAINT attempt_counters_count_check;
ALTER TABLE attempt_counters ADD CONSTRAINT attempt_counters_count_check CHECK (count >= 0);

-- 2. Share tokens stay secret: a page view of a shared result is stored as /shared/:token (the
--    api and the shell redact it before it leaves the browser or reaches the table); rows stored
--    before are rewritten here, in the path and in referrers that came from such a page.
UPDATE page_views
SET path = regexp_replace(path, '^/shared/[^/?#]+', '/shared/:token')
WHERE path ~ '^/shared/[^/?#]+' AND path !~ '^/shared/:token([/?#]|$)';

UPDATE page_views
SET referrer = regexp_replace(referrer, '/shared/[^/?#]+', '/shared/:token', 'g')
WHERE referrer ~ '/shared/[^/?#]+' AND referrer !~ '/shared/:token([/?#]|$)';

-- 3. An audit trail worth the name: admins' edits and deletions of others' questions and
--    answers are logged too (the question's id and title at the time; the target is its author),
--    and the log is append-only.
ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
  'ADMIN_GRANTED', 'ADMIN_REVOKED',
  'QUESTION_EDITED', 'QUESTION_DELETED', 'ANSWER_EDITED', 'ANSWER_DELETED'
));
-- No foreign key: the entry outlives the question it names.
ALTER TABLE admin_audit_log ADD COLUMN question_id integer;
ALTER TABLE admin_audit_log ADD COLUMN question_title text;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_question_check
  CHECK ((action LIKE 'QUESTION_%' OR action LIKE 'ANSWER_%') = (question_id IS NOT NULL));

-- Rows are never changed or removed, by the api or by hand. The one change let through is the
-- foreign keys' own ON DELETE SET NULL when a member withdraws: only a member id becomes NULL,
-- every other column (the 학번 and name kept for that purpose) stays as it was.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.actor_member_id IS NULL OR NEW.actor_member_id = OLD.actor_member_id)
     AND (NEW.target_member_id IS NULL OR NEW.target_member_id = OLD.target_member_id)
     AND (to_jsonb(NEW) - 'actor_member_id' - 'target_member_id')
         = (to_jsonb(OLD) - 'actor_member_id' - 'target_member_id')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER admin_audit_log_append_only
  BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
