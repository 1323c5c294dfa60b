-- Change notifications for what a graduation audit reads: a member's row, its courses, and the
-- reference rows joined to it (years, departments). The api keeps audit results in memory and
-- drops them when told here (src/db/member-changes.ts), so any writer — this api, another
-- replica, the admin command, a hand-run UPDATE — keeps every cache correct.
-- Payload: the member's id, or '*' for "anything may have changed".
-- PostgreSQL delivers a transaction's notifications when it commits, once per distinct payload.

CREATE FUNCTION notify_member_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('smunity_member_changes', '*');
  ELSIF TG_TABLE_NAME = 'members' THEN
    PERFORM pg_notify('smunity_member_changes', OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('smunity_member_changes', OLD.member_id::text);
  ELSE
    PERFORM pg_notify('smunity_member_changes', NEW.member_id::text);
    IF TG_OP = 'UPDATE' AND OLD.member_id <> NEW.member_id THEN
      PERFORM pg_notify('smunity_member_changes', OLD.member_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

-- A new member has no audit to drop, so members notify on UPDATE and DELETE only.
CREATE TRIGGER members_notify_change
  AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER courses_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION notify_member_change();

-- TRUNCATE fires no row triggers.
CREATE TRIGGER members_notify_truncate
  AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER courses_notify_truncate
  AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

-- Reference rows change only when the seeder runs: drop every audit then.
CREATE TRIGGER years_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON years
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER departments_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();
