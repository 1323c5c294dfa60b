-- What the portal verified, kept server-side for the life of a verification token (30 min) and
-- keyed by the token's jti (docs/adr/0010-verified-registration.md). Sign-up takes the name and
-- departments from here, not from the client; a row is used once, then deleted. The portal
-- password is never part of it. A password reset keeps only the 학번.

CREATE TABLE verifications (
  jti text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('REGISTER', 'PASSWORD_RESET')),
  username text NOT NULL CHECK (username ~ '^[0-9]{9}$'),
  name text,
  email text,
  department text,
  second_department text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (purpose <> 'REGISTER' OR (name IS NOT NULL AND email IS NOT NULL AND department IS NOT NULL))
);
CREATE INDEX verifications_expires_at_idx ON verifications (expires_at);
