import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../paths';
import { storedRows, testDatabaseKinds, useTestApi, withdraw } from '../../testing';
import {
  memberSession,
  SITE_PASSWORD,
  useAccountsTestApi,
  type Session,
} from '../accounts/testing';

// The member's rights (issue 29, docs/adr/0037): the policy's facts from the configuration,
// "내 정보 내려받기", and a withdrawal that leaves nothing naming the member.

const { referenceTables } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'personal-data.json'), 'utf8'),
) as { referenceTables: string[] };

describe.each(testDatabaseKinds())('GET /api/v1/privacy/policy (%s)', (kind) => {
  const api = useTestApi(kind, {
    config: {
      privacyOfficer: { name: '김담당', email: 'privacy@example.org' },
      googleAnalytics: true,
      retention: {
        pageViewMonths: 7,
        loginHistoryMonths: 2,
        loginIpSeconds: 300,
        adminLogMonths: 24,
      },
    },
    resetBetweenTests: false,
  });

  it('states the officer, Google Analytics and the periods the purge uses', async () => {
    const response = await api.app.inject({ url: '/api/v1/privacy/policy' });
    expect(response.statusCode).toBe(200);
    const policy = response.json();
    expect(policy.officer).toEqual({ name: '김담당', email: 'privacy@example.org' });
    expect(policy.googleAnalytics).toBe(true);
    expect(policy.loginCookie).toEqual({
      name: 'smunity_refresh',
      idleDays: Math.round(api.config.refreshTokenTtlSeconds / 86_400),
      maxDays: Math.round(api.config.sessionMaxAgeSeconds / 86_400),
    });
    const retentionOf = (id: string) =>
      policy.collected.find((item: { id: string }) => item.id === id).retention;
    expect(retentionOf('pageViews')).toBe('7개월 뒤 삭제');
    expect(retentionOf('logins')).toContain('2개월 뒤 삭제');
    expect(retentionOf('adminLog')).toMatch(/^24개월 뒤 삭제\. /);
    expect(retentionOf('logins')).toContain('IP 주소는 5분 뒤');
  });
});

describe.each(testDatabaseKinds())('내 정보 내려받기 and withdrawal (%s)', (kind) => {
  const api = useAccountsTestApi(kind, { newAttemptWindowEachTest: false });

  const NAME = '탈퇴할사람';
  const EMAIL = 'leaving-member@example.org';

  /** A member (an admin, so it also answered someone's question) with a row in every table. */
  async function memberWithEverything(): Promise<{
    leaving: Session;
    staying: Session;
    ownQuestionId: number;
    otherQuestionId: number;
  }> {
    const leaving = await memberSession(api, { role: 'ROLE_ADMIN', name: NAME, email: EMAIL });
    const staying = await memberSession(api, { role: 'ROLE_ADMIN' });
    const { username } = await api.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', leaving.memberId)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('courses')
      .values([
        {
          member_id: leaving.memberId,
          year: 2022,
          semester: '1학기',
          number: 'HALR1032',
          name: '사고와표현',
          type: '교필',
          domain: '*',
          credit: 3,
          grade: 'F',
        },
      ])
      .execute();
    await api.db
      .insertInto('plan_choices')
      .values({ member_id: leaving.memberId, max_credits: 18, pins: '[]', excluded: '[]' })
      .execute();
    await api.db
      .insertInto('in_progress_courses')
      .values({ member_id: leaving.memberId, number: 'HAEA0010', year: 2026, semester: 'SECOND' })
      .execute();
    await api.db
      .insertInto('shares')
      .values({
        member_id: leaving.memberId,
        token_hash: 'a'.repeat(64),
        show_name: true,
        snapshot: JSON.stringify({ name: NAME }),
        expires_at: new Date(api.clock.now() + 86_400_000),
      })
      .execute();
    const own = await api.db
      .insertInto('questions')
      .values({ member_id: leaving.memberId, title: '내 질문', content: '내용' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('questions')
      .values({
        member_id: leaving.memberId,
        title: '답변 없는 질문',
        content: '내용',
        anonymous: true,
      })
      .execute();
    const other = await api.db
      .insertInto('questions')
      .values({ member_id: staying.memberId, title: '다른 사람 질문', content: '내용' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('answers')
      .values([
        { question_id: own.id, member_id: staying.memberId, content: '답변' },
        { question_id: other.id, member_id: leaving.memberId, content: '관리자의 답변' },
      ])
      .execute();
    await api.db
      .insertInto('verifications')
      .values({
        jti: 'pending-reset',
        purpose: 'PASSWORD_RESET',
        username,
        expires_at: new Date(api.clock.now() + 600_000),
      })
      .execute();
    await api.db
      .insertInto('attempt_counters')
      .values({
        scope: 'login:username',
        key: username,
        count: 1,
        window_ends_at: new Date(api.clock.now() + 600_000),
      })
      // With PostgreSQL the login has counted in this row already.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await api.db
      .insertInto('admin_audit_log')
      .values({
        action: 'ADMIN_GRANTED',
        source: 'CLI',
        target_member_id: leaving.memberId,
        target_username: username,
        target_name: NAME,
      })
      .execute();
    return { leaving, staying, ownQuestionId: own.id, otherQuestionId: other.id };
  }

  it('downloads everything stored about the member as a JSON file', async () => {
    const { leaving } = await memberWithEverything();
    const response = await api.app.inject({
      url: '/api/v1/privacy/my-data',
      headers: leaving.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="smunity-my-data.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ name: NAME, email: EMAIL, role: 'ROLE_ADMIN' });
    expect(data.courses).toEqual([expect.objectContaining({ number: 'HALR1032', grade: 'F' })]);
    expect(data.plan).toMatchObject({ maxCredits: 18, pins: [], excluded: [] });
    expect(data.inProgressCourses).toEqual([
      expect.objectContaining({ number: 'HAEA0010', year: 2026, semester: 'SECOND' }),
    ]);
    expect(data.shares).toEqual([
      expect.objectContaining({ showName: true, snapshot: { name: NAME } }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.logins).toEqual([expect.objectContaining({ ip: '127.0.0.1' })]);
    expect(data.questions.map((question: { title: string }) => question.title)).toEqual([
      '내 질문',
      '답변 없는 질문',
    ]);
    expect(data.answers.map((answer: { content: string }) => answer.content)).toEqual([
      '관리자의 답변',
    ]);
    expect(data.adminLog).toEqual([expect.objectContaining({ targetName: NAME })]);
  });

  it('names no admin: an admin editing the member\'s question is "관리자", no other member is named', async () => {
    const { leaving, staying, ownQuestionId, otherQuestionId } = await memberWithEverything();
    const admin = await api.db
      .selectFrom('members')
      .select(['id', 'username', 'name'])
      .where('id', '=', staying.memberId)
      .executeTakeFirstOrThrow();
    const me = await api.db
      .selectFrom('members')
      .select(['username'])
      .where('id', '=', leaving.memberId)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('admin_audit_log')
      .values([
        {
          action: 'QUESTION_EDITED',
          source: 'WEB',
          actor_member_id: admin.id,
          actor_username: admin.username,
          actor_name: admin.name,
          target_member_id: leaving.memberId,
          target_username: me.username,
          target_name: NAME,
          question_id: ownQuestionId,
          question_title: '내 질문',
        },
        {
          action: 'QUESTION_DELETED',
          source: 'WEB',
          actor_member_id: leaving.memberId,
          actor_username: me.username,
          actor_name: NAME,
          target_member_id: admin.id,
          target_username: admin.username,
          target_name: admin.name,
          question_id: otherQuestionId,
          question_title: '다른 사람 질문',
        },
      ])
      .execute();

    const response = await api.app.inject({
      url: '/api/v1/privacy/my-data',
      headers: leaving.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().adminLog).toEqual([
      expect.objectContaining({ action: 'ADMIN_GRANTED', actorName: null, targetName: NAME }),
      expect.objectContaining({
        action: 'QUESTION_EDITED',
        actorUsername: null,
        actorName: '관리자',
        targetUsername: me.username,
        targetName: NAME,
        questionTitle: '내 질문',
      }),
      expect.objectContaining({
        action: 'QUESTION_DELETED',
        actorUsername: me.username,
        actorName: NAME,
        targetUsername: null,
        targetName: null,
        questionTitle: null,
      }),
    ]);
    expect(response.body).not.toContain(admin.username);
    expect(response.body).not.toContain('다른 사람 질문');
    expect(response.body).not.toContain('MemberId');
  });

  it('is 401 without a login', async () => {
    const response = await api.app.inject({ url: '/api/v1/privacy/my-data' });
    expect(response.statusCode).toBe(401);
  });

  it('leaves no row naming the member in any table after withdrawal (the admin log aside)', async () => {
    const { leaving, staying } = await memberWithEverything();
    const { username } = await api.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', leaving.memberId)
      .executeTakeFirstOrThrow();

    await withdraw(api, leaving.headers, SITE_PASSWORD);

    const { rows: tables } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(api.db);
    const memberTables = tables
      .map((row) => row.table_name)
      .filter((table) => !referenceTables.includes(table));
    expect(memberTables).toContain('members');
    const found: string[] = [];
    for (const table of memberTables) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(api.db);
      for (const row of rows) {
        const text = JSON.stringify(row);
        const namesMember =
          [username, NAME, EMAIL].some((trace) => text.includes(trace)) ||
          Object.entries(row).some(
            ([column, value]) => column.endsWith('member_id') && value === leaving.memberId,
          );
        if (namesMember) found.push(`${table}: ${text}`);
      }
    }
    // The append-only audit trail keeps the 학번 and name of admin actions (policy: adminLog).
    expect(found.filter((entry) => !entry.startsWith('admin_audit_log:'))).toEqual([]);
    expect(found).toHaveLength(1);

    // The admin's answer to another member's question stays on the board, without its author.
    const answers = await storedRows(api.db, 'answers', ['content', 'member_id']);
    expect(answers).toEqual([
      { content: '답변', member_id: staying.memberId },
      { content: '관리자의 답변', member_id: null },
    ]);
    // Of the member's questions the answered one stays, by "탈퇴한 회원"; the unanswered one is gone.
    const board = await api.app.inject({ url: '/api/v1/questions', headers: staying.headers });
    expect(
      board
        .json()
        .content.map((item: { title: string; author: string; answered: boolean }) => [
          item.title,
          item.author,
          item.answered,
        ]),
    ).toEqual([
      ['다른 사람 질문', expect.any(String), true],
      ['내 질문', '탈퇴한 회원', true],
    ]);
    const kept = await api.db
      .selectFrom('questions')
      .select(['id', 'member_id'])
      .where('title', '=', '내 질문')
      .executeTakeFirstOrThrow();
    expect(kept.member_id).toBeNull();
    const detail = await api.app.inject({
      url: `/api/v1/questions/${kept.id}`,
      headers: staying.headers,
    });
    expect(detail.json()).toMatchObject({ author: '탈퇴한 회원', isAuthor: false });
  });
});
