-- The admins' audit log names people (학번, 이름), so it is kept for a stated period
-- (ADMIN_AUDIT_RETENTION_MONTHS, docs/adr/0037) and then removed by the retention purge. That is
-- the one DELETE let through: the purge sets `smunity.audit_log_purge_before` to its cutoff for
-- its own transaction, and a row goes only if it is older than that cutoff AND than 12 months, so
-- no setting can remove a recent entry. Changes stay refused as in migrations/012.
CREATE OR REPLACE FUNCTION refuse_audit_log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  purge_before timestamptz :=
    nullif(current_setting('smunity.audit_log_purge_before', true), '')::timestamptz;
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.actor_member_id IS NULL OR NEW.actor_member_id = OLD.actor_member_id)
     AND (NEW.target_member_id IS NULL OR NEW.target_member_id = OLD.target_member_id)
     AND (to_jsonb(NEW) - 'actor_member_id' - 'target_member_id')
         = (to_jsonb(OLD) - 'actor_member_id' - 'target_member_id')
  THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE'
     AND purge_before IS NOT NULL
     AND OLD.occurred_at < purge_before
     AND OLD.occurred_at < now() - interval '12 months'
  THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
