-- Graduation planner and what-if (issue 10, ADR 0018).
--
-- Reference data (seeded from data/reference/*.csv by src/db/seed.ts, like the other tables):
-- when courses were offered (university timetables 2017–2024) and the v1.x subject catalog.
-- Members' saved planner choices.

-- One row per (year, term, 학수번호) of the timetable dumps. id = the CSV data row (file order).
-- term_code is the portal's semester code: 10 = 1학기, 20 = 2학기, 11/21 = 여름/겨울 계절학기,
-- 12/13/22/23 = small special sessions.
CREATE TABLE offerings (
  id integer PRIMARY KEY,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  term_code text NOT NULL CHECK (term_code IN ('10', '11', '12', '13', '20', '21', '22', '23')),
  number text NOT NULL,
  name text NOT NULL,
  -- some laboratory courses carry 1.5 credits
  credit numeric(4, 1) NOT NULL CHECK (credit >= 0),
  type text NOT NULL,
  dept_code text NOT NULL,
  dept_info text NOT NULL,
  -- CRS_SHYR: 1..4, 9 = every 학년
  target_grade integer NOT NULL,
  UNIQUE (number, year, term_code)
);

-- The v1.x subject catalog: one row per 학수번호 (id = the catalog's legacy_id). A 학수번호 is
-- known to the api when it is here, in offerings, majors or cultures.
CREATE TABLE subject_catalog (
  id integer PRIMARY KEY,
  number text NOT NULL UNIQUE,
  name text NOT NULL,
  credit numeric(4, 1) NOT NULL CHECK (credit >= 0),
  dept text NOT NULL,
  type text NOT NULL
);

-- A member's planner choices (PUT /api/v1/plan); GET /api/v1/plan without parameters uses them.
-- until NULL = the planner's default horizon. pins: [{ "number": "HAEA0001", "term": "2026-1" }]
-- (term null = any semester); excluded: ["HAEA0002", …].
CREATE TABLE plan_choices (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  until_year integer CHECK (until_year BETWEEN 2000 AND 2100),
  until_semester text CHECK (until_semester IN ('FIRST', 'SECOND')),
  max_credits integer NOT NULL CHECK (max_credits BETWEEN 12 AND 21),
  pins jsonb NOT NULL DEFAULT '[]',
  excluded jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((until_year IS NULL) = (until_semester IS NULL))
);
