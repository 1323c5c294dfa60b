-- Answer mails only to an address its owner confirmed (issue 36, docs/adr/0034). An address is
-- confirmed when the member opened a link mailed to it; `email_confirmed_at` is cleared whenever
-- the address changes. Every address stored before this migration starts unconfirmed (nobody
-- ever proved it was theirs): no answer mail goes to it until its owner confirms it on my page.
ALTER TABLE members ADD COLUMN email_confirmed_at timestamptz;

-- One row per confirmation mail sent: the address it was sent to and the SHA-256 of its random
-- token (the token itself is only in the mail). A token confirms only while the member's address
-- is still the one it was sent to, and only until `expires_at`; a change of address or a
-- confirmation deletes the member's rows.
CREATE TABLE mail_confirmations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX mail_confirmations_member_idx ON mail_confirmations (member_id);

-- A changed address is unconfirmed, whatever changed it (my page, the portal's address on
-- "기이수과목 업데이트"), and the links mailed to the old one stop working.
CREATE FUNCTION members_email_unconfirmed_on_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS DISTINCT FROM OLD.email THEN
    NEW.email_confirmed_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER members_email_unconfirmed_on_change
  BEFORE UPDATE OF email ON members
  FOR EACH ROW EXECUTE FUNCTION members_email_unconfirmed_on_change();
