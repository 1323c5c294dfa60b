-- Graduation rules as data (api/data/rules/*.csv, see its README.md), read by the audit engine
-- through src/modules/graduation-rules. The CSV files are the reviewed source: src/db/seed-rules.ts
-- replaces these rows whenever the files change. Together with the reference tables years and
-- curriculum they are the whole rule set, so a new cohort or threshold is rows, never code.
-- Column names are the CSV's, which parseRuleSet() reads unchanged.

-- Credits (TOTAL, per category) and item counts (per culture domain). For each target the
-- applicable row with the lowest rank wins; empty conditions mean "any".
CREATE TABLE rule_requirements (
  rank integer PRIMARY KEY,
  target text NOT NULL CHECK (
    target IN (
      'TOTAL', 'MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC',
      'BASIC', 'CORE', 'BALANCE'
    )
  ),
  cohort_from integer CHECK (cohort_from BETWEEN 2000 AND 2100),
  cohort_to integer CHECK (cohort_to BETWEEN 2000 AND 2100),
  major_mode text CHECK (major_mode IN ('SINGLE', 'DOUBLE')),
  has_advanced boolean,
  second_department_id integer REFERENCES departments (id),
  exemption text CHECK (exemption IN ('FOREIGN', 'DISABLED', 'TRANSFER', 'NONE')),
  -- credits or item count, or ALL (every remaining item of a domain)
  value text NOT NULL CHECK (value = 'ALL' OR value ~ '^[0-9]+$'),
  note text NOT NULL DEFAULT '',
  CHECK (cohort_from IS NULL OR cohort_to IS NULL OR cohort_from <= cohort_to)
);

-- Sub-domains judged as another one for a cohort range (2024+: 자연, 공학 → 자연/공학).
-- In this and the next two tables id = the CSV data row, so the rule set keeps the file's order.
CREATE TABLE rule_sub_domain_merges (
  id integer PRIMARY KEY,
  cohort_from integer CHECK (cohort_from BETWEEN 2000 AND 2100),
  cohort_to integer CHECK (cohort_to BETWEEN 2000 AND 2100),
  sub_domain text NOT NULL CHECK (
    sub_domain IN (
      'BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2', 'BASIC_COMPUTER',
      'CORE_PROFESSIONAL', 'CORE_CREATIVE', 'CORE_CONVERGENCE', 'CORE_DIVERSITY', 'CORE_ETHICAL',
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART',
      'BALANCE_BRIDGE', 'BALANCE_NATURAL_ENGINEER'
    )
  ),
  merged_into text NOT NULL CHECK (
    merged_into IN (
      'BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2', 'BASIC_COMPUTER',
      'CORE_PROFESSIONAL', 'CORE_CREATIVE', 'CORE_CONVERGENCE', 'CORE_DIVERSITY', 'CORE_ETHICAL',
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART',
      'BALANCE_BRIDGE', 'BALANCE_NATURAL_ENGINEER'
    )
  ),
  note text NOT NULL DEFAULT '',
  CHECK (cohort_from IS NULL OR cohort_to IS NULL OR cohort_from <= cohort_to)
);

-- Sub-domains an exemption (이수 면제) removes from the member's culture requirements.
CREATE TABLE rule_exemption_removals (
  id integer PRIMARY KEY,
  exemption text NOT NULL CHECK (exemption IN ('FOREIGN', 'DISABLED', 'TRANSFER')),
  sub_domain text NOT NULL CHECK (
    sub_domain IN (
      'BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2', 'BASIC_COMPUTER',
      'CORE_PROFESSIONAL', 'CORE_CREATIVE', 'CORE_CONVERGENCE', 'CORE_DIVERSITY', 'CORE_ETHICAL',
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART',
      'BALANCE_BRIDGE', 'BALANCE_NATURAL_ENGINEER'
    )
  ),
  note text NOT NULL DEFAULT '',
  UNIQUE (exemption, sub_domain)
);

-- Domains from which the member's own department balance field is removed, per cohort range.
CREATE TABLE rule_own_balance_field_exclusions (
  id integer PRIMARY KEY,
  cohort_from integer CHECK (cohort_from BETWEEN 2000 AND 2100),
  cohort_to integer CHECK (cohort_to BETWEEN 2000 AND 2100),
  domain text NOT NULL CHECK (domain IN ('BASIC', 'CORE', 'BALANCE')),
  note text NOT NULL DEFAULT '',
  CHECK (cohort_from IS NULL OR cohort_to IS NULL OR cohort_from <= cohort_to)
);

-- Failed attempts are stored too (docs/adr/0012): the ledger explains them, the audit skips them.
-- A failed attempt must not block the passed retake of the same 학수번호, so one-row-per-number
-- now holds for passed rows only, and a failed attempt is unique per term (re-uploads add
-- nothing). Grades are stored trimmed and upper-case by the upload, so 'F' is exact here.
ALTER TABLE courses DROP CONSTRAINT courses_member_id_number_key;
CREATE UNIQUE INDEX courses_member_passed_number_key
  ON courses (member_id, number) WHERE grade IS DISTINCT FROM 'F';
CREATE UNIQUE INDEX courses_member_failed_attempt_key
  ON courses (member_id, number, year, semester) WHERE grade = 'F';
-- The audit reads a member's courses in upload order.
CREATE INDEX courses_member_id_idx ON courses (member_id, id);
