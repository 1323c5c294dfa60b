-- A new year's reference data arrives while the api runs (issue 23, docs/adr/0031): an import
-- (`npm run data -w api -- import`, or the admins' 기준 데이터 page) rewrites the reference and
-- rule tables in one transaction. Every replica keeps audits, the rule set, the course catalog
-- and the planner's reference in memory, so every reference table now announces its changes
-- on the channel of migrations/006 ('*': drop everything), as years and departments already do.

CREATE TRIGGER terms_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER curriculum_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON curriculum
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER cultures_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cultures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER majors_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON majors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER offerings_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offerings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER subject_catalog_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subject_catalog
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER rule_requirements_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_requirements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER rule_sub_domain_merges_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_sub_domain_merges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER rule_exemption_removals_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_exemption_removals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

CREATE TRIGGER rule_own_balance_field_exclusions_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_own_balance_field_exclusions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_change();

-- An import is an admin action like a role change: it goes to the same log, without a target
-- member, with what it changed (per-table counts, cohorts and terms added, members whose
-- results changed, the files' checksum) in `detail`.
ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
  'ADMIN_GRANTED', 'ADMIN_REVOKED',
  'QUESTION_EDITED', 'QUESTION_DELETED', 'ANSWER_EDITED', 'ANSWER_DELETED',
  'REFERENCE_DATA_IMPORTED'
));
ALTER TABLE admin_audit_log ALTER COLUMN target_username DROP NOT NULL;
ALTER TABLE admin_audit_log ALTER COLUMN target_name DROP NOT NULL;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_check
  CHECK ((action = 'REFERENCE_DATA_IMPORTED') = (target_username IS NULL AND target_name IS NULL));
ALTER TABLE admin_audit_log ADD COLUMN detail jsonb NOT NULL DEFAULT '{}'::jsonb;
