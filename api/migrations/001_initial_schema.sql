-- Every table of the product, created at once so that the domains built in parallel share one
-- schema. Later changes go into new files (002_..., 003_...), never into this one.
-- Portable between PostgreSQL 15+ and PGlite: plain DDL, text + CHECK instead of enum types
-- (adding a value is then a constraint swap inside a transaction), integer ids everywhere
-- (bigint would come back as string from pg but as number/bigint from PGlite).

-- Reference data (seeded from data/reference/*.csv; ids are the CSVs' ids, not generated).

CREATE TABLE departments (
  id integer PRIMARY KEY,
  college text NOT NULL,
  name text NOT NULL UNIQUE,
  -- the department's own 균형교양 field, exempt from its students' BALANCE requirement
  balance_sub_domain text NOT NULL CHECK (
    balance_sub_domain IN (
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART'
    )
  ),
  is_editable boolean NOT NULL DEFAULT false,
  has_advanced boolean NOT NULL DEFAULT true,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{5}$')
);

-- Cohorts: the first four digits of a 학번. value NULL = 졸업생 (entered before 2017).
CREATE TABLE years (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  value integer UNIQUE CHECK (value BETWEEN 2000 AND 2100)
);

CREATE TABLE terms (
  id integer PRIMARY KEY,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  semester text NOT NULL CHECK (semester IN ('FIRST', 'SECOND')),
  UNIQUE (year, semester)
);

-- Which 교양 sub-domains a cohort must cover.
CREATE TABLE curriculum (
  id integer PRIMARY KEY,
  year_id integer NOT NULL REFERENCES years (id),
  domain text NOT NULL CHECK (domain IN ('BASIC', 'CORE', 'BALANCE')),
  sub_domain text NOT NULL CHECK (
    sub_domain IN (
      'BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2', 'BASIC_COMPUTER',
      'CORE_PROFESSIONAL', 'CORE_CREATIVE', 'CORE_CONVERGENCE', 'CORE_DIVERSITY', 'CORE_ETHICAL',
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART',
      'BALANCE_BRIDGE', 'BALANCE_NATURAL_ENGINEER'
    )
  ),
  UNIQUE (year_id, sub_domain)
);

-- Recommended 교양 courses; one course may be listed under several sub-domains.
CREATE TABLE cultures (
  id integer PRIMARY KEY,
  sub_domain text NOT NULL CHECK (
    sub_domain IN (
      'BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2', 'BASIC_COMPUTER',
      'CORE_PROFESSIONAL', 'CORE_CREATIVE', 'CORE_CONVERGENCE', 'CORE_DIVERSITY', 'CORE_ETHICAL',
      'BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_NATURAL', 'BALANCE_ENGINEER', 'BALANCE_ART',
      'BALANCE_BRIDGE', 'BALANCE_NATURAL_ENGINEER'
    )
  ),
  number text NOT NULL,
  name text NOT NULL,
  credit integer NOT NULL CHECK (credit >= 0),
  UNIQUE (sub_domain, number)
);

-- A department's curriculum (recommendations). position = order on the university's page.
CREATE TABLE majors (
  id integer PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments (id),
  grade text NOT NULL CHECK (grade IN ('FIRST', 'SECOND', 'THIRD', 'FOURTH', 'ALL')),
  semester text NOT NULL CHECK (semester IN ('FIRST', 'SECOND')),
  number text NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  category text NOT NULL CHECK (category IN ('MAJOR_ADVANCED', 'MAJOR_OPTIONAL')),
  credit integer NOT NULL CHECK (credit >= 0),
  position integer NOT NULL
);
CREATE INDEX majors_department_position_idx ON majors (department_id, position);

-- Members and what they own. Deleting a member deletes everything below with it.

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username ~ '^[0-9]{9}$'),
  password_hash text NOT NULL,
  name text NOT NULL,
  email text,
  role text NOT NULL DEFAULT 'ROLE_USER' CHECK (role IN ('ROLE_USER', 'ROLE_ADMIN')),
  year_id integer NOT NULL REFERENCES years (id),
  department_id integer NOT NULL REFERENCES departments (id),
  second_department_id integer REFERENCES departments (id),
  exemption text CHECK (exemption IN ('FOREIGN', 'DISABLED', 'TRANSFER')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- department_id also serves the member count per department (GET /departments).
CREATE INDEX members_department_idx ON members (department_id);
CREATE INDEX members_second_department_idx ON members (second_department_id);
CREATE INDEX members_year_idx ON members (year_id);
CREATE INDEX members_created_at_idx ON members (created_at);

-- Issued refresh tokens by their jti claim: a token absent here is revoked (rotation, logout).
CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_member_idx ON refresh_tokens (member_id);
CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at);

CREATE TABLE login_statuses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  login_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_statuses_member_idx ON login_statuses (member_id, login_at);

-- Completed courses as the portal reports them (category and sub-domain are derived from
-- type/domain by the audit engine, so a rule change needs no data migration).
CREATE TABLE courses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  year integer NOT NULL,
  semester text NOT NULL,
  number text NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  -- the portal's 교양영역 text, '*' when none (kept literally)
  domain text NOT NULL,
  credit integer NOT NULL CHECK (credit >= 0),
  grade text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, number)
);

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  anonymous boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_created_at_idx ON questions (created_at DESC, id DESC);
CREATE INDEX questions_member_idx ON questions (member_id);

-- At most one answer per question; member_id = the admin who last wrote it.
CREATE TABLE answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL UNIQUE REFERENCES questions (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answers_member_idx ON answers (member_id);

-- Anonymous page views reported by the shell (no member id, no IP address).
CREATE TABLE page_views (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  path text NOT NULL,
  referrer text,
  title text,
  user_agent text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_views_occurred_at_idx ON page_views (occurred_at);

-- What the reference seeder last loaded: start-up skips the seed when the checksum is unchanged.
CREATE TABLE reference_data_versions (
  name text PRIMARY KEY,
  checksum text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
