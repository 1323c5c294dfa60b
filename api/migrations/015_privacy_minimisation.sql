-- Issue 29 (docs/adr/0037): keep only what a purpose needs.

-- 1. Grades: the audit needs to know only whether a course was failed (an F is skipped and may be
--    retaken). Every other grade is dropped; an F stays 'F' (the partial unique indexes compare it).
UPDATE courses SET grade = NULL WHERE grade IS DISTINCT FROM 'F';
ALTER TABLE courses ADD CONSTRAINT courses_grade_failed_only CHECK (grade IS NULL OR grade = 'F');

-- 2. Login history: the address is kept for the attempt-limit window only (the retention purge
--    sets it to NULL), the row for LOGIN_HISTORY_RETENTION_MONTHS.
ALTER TABLE login_statuses ALTER COLUMN ip DROP NOT NULL;
CREATE INDEX login_statuses_login_at_idx ON login_statuses (login_at);

-- 3. Page views: the admins' charts count paths and days; no browser string is needed.
ALTER TABLE page_views DROP COLUMN user_agent;

-- 4. Withdrawal (policy item `board`): the member's unanswered questions are deleted with the
--    member (removeMember deletes them first), the answered ones stay on the board without their
--    author ("탈퇴한 회원"), and so do an admin's answers (SET NULL; no view shows an answer's
--    author).
ALTER TABLE questions ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE questions DROP CONSTRAINT questions_member_id_fkey;
ALTER TABLE questions ADD CONSTRAINT questions_member_id_fkey
  FOREIGN KEY (member_id) REFERENCES members (id) ON DELETE SET NULL;
ALTER TABLE answers ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE answers DROP CONSTRAINT answers_member_id_fkey;
ALTER TABLE answers ADD CONSTRAINT answers_member_id_fkey
  FOREIGN KEY (member_id) REFERENCES members (id) ON DELETE SET NULL;
