-- An address the member set on my page ("알림 메일 설정") is theirs: a later "기이수과목 업데이트"
-- re-reads name and departments from the portal but keeps that address (the portal's address
-- fills it only while the member has not chosen one).
ALTER TABLE members ADD COLUMN email_chosen boolean NOT NULL DEFAULT false;
