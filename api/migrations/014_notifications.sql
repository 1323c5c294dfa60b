-- Answer notifications (issue 26, docs/adr/0034): on the site and by e-mail.
--
-- A notification belongs to the question's author and to the answer it announces: deleting the
-- answer (or its question, or the member) deletes it. `read_at` is null while unread.
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  answer_id integer NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ANSWERED', 'ANSWER_CHANGED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_member_idx ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (member_id) WHERE read_at IS NULL;
CREATE INDEX notifications_answer_idx ON notifications (answer_id);

-- The member's switch "답변 알림 메일 받기" (on unless turned off; a mail needs an address too).
ALTER TABLE members ADD COLUMN answer_mail boolean NOT NULL DEFAULT true;

-- The mail outbox: one row per answer mail, written in the answer's transaction, sent by any
-- replica (claimed with FOR UPDATE SKIP LOCKED, then leased until `locked_until`). The mail is
-- composed when sent, from the answer as it is then; deleting the answer before that deletes the
-- row, so no mail goes out. `gave_up_at` is set after the last failed try; `last_error` says why.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  answer_id integer NOT NULL UNIQUE REFERENCES answers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  gave_up_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND gave_up_at IS NULL;
CREATE INDEX mail_outbox_member_idx ON mail_outbox (member_id);
CREATE INDEX mail_outbox_gave_up_idx ON mail_outbox (gave_up_at DESC) WHERE gave_up_at IS NOT NULL;
