-- The member's language (issue 40): what the answer and confirmation mails are written in, set at
-- sign-up from the request's language (the site's `lang` cookie, else Accept-Language) and
-- changed with the site's language switch (PATCH /members/me/language). Every member who signed
-- up before it reads the site in Korean, as the site was.
ALTER TABLE members
  ADD COLUMN language text NOT NULL DEFAULT 'ko' CHECK (language IN ('ko', 'en'));
