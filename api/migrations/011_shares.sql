-- Share links of a graduation result (issue 14, ADR on share links).
--
-- A link shows a snapshot taken when it was made (the credit summary, the category and culture
-- boxes; the name only with show_name; never the 학번 or the courses), so later uploads do not
-- change what the advisor sees. Only the SHA-256 of the token is stored: a copy of this table
-- opens no link. Revoking deletes the row; withdrawal deletes the member's links (CASCADE).
CREATE TABLE shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- hex SHA-256 of the token (the token itself is 32 random bytes, base64url)
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  show_name boolean NOT NULL,
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX shares_member_id_idx ON shares (member_id, created_at DESC);
