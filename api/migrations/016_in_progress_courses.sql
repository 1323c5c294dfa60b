-- Issue 23 (docs/adr/0039): the courses a member is taking this term ("이번 학기 수강 중"), which
-- the portal does not list as completed yet. The plan counts them as passed and never plans them
-- again. year/semester: the current term when the course was added; a row of a term that is over
-- is deleted when the plan is next loaded (the portal upload brings the course in as completed).
-- Name, credit and 이수구분 come from the reference data at read time, so only the 학수번호 is kept.
CREATE TABLE in_progress_courses (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  number text NOT NULL CHECK (number <> '' AND number = upper(number)),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  semester text NOT NULL CHECK (semester IN ('FIRST', 'SECOND')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, number)
);
