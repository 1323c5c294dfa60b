import { PORTAL_ERRORS } from '../../portal';
import {
  bearer,
  expectRefusal,
  insertMember,
  startNewAttemptWindow,
  storedRows,
  testDatabaseKinds,
} from '../../testing';
import {
  logIn,
  memberSession,
  PORTAL_PASSWORD,
  postLogin,
  rowCounts,
  signUp,
  SITE_PASSWORD,
  STUDENTS,
  useAccountsTestApi,
  type Session,
} from '../accounts/testing';

const NEW_PASSWORD = 'brand-new-pw-2';

describe.each(testDatabaseKinds())('members (%s)', (kind) => {
  const api = useAccountsTestApi(kind);

  type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  const call = (method: Method, url: string, headers: object = {}, payload?: unknown) =>
    api.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A student signed up through the portal, then logged in. */
  async function signedUp(username: string): Promise<Session> {
    await signUp(api, username);
    return logIn(api, username);
  }

  async function insertCourse(memberId: number, number: string) {
    await api.db
      .insertInto('courses')
      .values({
        member_id: memberId,
        year: 2021,
        semester: '1학기',
        number,
        name: '사고와표현',
        type: '교필',
        domain: '기초교양-사고와표현',
        credit: 3,
        grade: null,
      })
      .execute();
  }

  describe('GET /members/me', () => {
    it('answers MemberInfo with both departments', async () => {
      const session = await signedUp(STUDENTS.doubleMajor.username);

      const response = await call('GET', '/members/me', session.headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        username: '202012301',
        name: '박지훈',
        department: '경영학부',
        deptCode: '01179',
        deptEditable: false,
        secondDepartment: '컴퓨터과학전공',
        secondDeptCode: '03005',
        yearId: 5,
        exemption: null,
        language: 'ko',
      });
    });

    it('is 401 ACCOUNT014 for the token of a deleted member (its session went with it)', async () => {
      const session = await memberSession(api);
      await api.db.deleteFrom('members').execute();
      await api.settled();

      const response = await call('GET', '/members/me', session.headers);

      expectRefusal(response, 401, {
        code: 'ACCOUNT014',
        message: '로그인이 종료되었습니다. 다시 로그인해주세요.',
      });
    });
  });

  describe('PUT /members/me', () => {
    it('reads name, e-mail and departments from the portal again and deletes every stored course', async () => {
      const session = await signedUp(STUDENTS.editable.username);
      await api.db
        .updateTable('members')
        .set({
          name: '옛이름',
          email: 'old@example.com',
          department_id: 8,
          second_department_id: 1,
        })
        .execute();
      await insertCourse(session.memberId, 'HALR1032');
      await insertCourse(session.memberId, 'HALR1050');

      const response = await call('PUT', '/members/me', session.headers, {
        username: STUDENTS.editable.username,
        password: PORTAL_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: '임하늘',
        department: '핀테크전공',
        deptEditable: true,
        secondDepartment: null,
      });
      const member = await api.db.selectFrom('members').selectAll().executeTakeFirstOrThrow();
      expect(member.email).not.toBe('old@example.com');
      expect((await rowCounts(api)).courses).toBe(0);
    });

    it('keeps the address the member chose on my page; the portal fills only an unchosen one', async () => {
      const session = await signedUp(STUDENTS.editable.username);
      const chosen = await call('PUT', '/members/me/mail-settings', session.headers, {
        email: 'mine@example.com',
        answerMail: true,
      });
      expect(chosen.statusCode).toBe(200);

      const refreshed = await call('PUT', '/members/me', session.headers, {
        username: STUDENTS.editable.username,
        password: PORTAL_PASSWORD,
      });

      expect(refreshed.statusCode).toBe(200);
      const settings = await call('GET', '/members/me/mail-settings', session.headers);
      expect(settings.json()).toEqual({
        email: 'mine@example.com',
        answerMail: true,
        emailConfirmed: false,
      });
    });

    it("is 403 MEMBER004 for another student's portal login, and nothing changes", async () => {
      const session = await signedUp(STUDENTS.doubleMajor.username);
      await insertCourse(session.memberId, 'HALR1032');

      const response = await call('PUT', '/members/me', session.headers, {
        username: STUDENTS.plain.username,
        password: PORTAL_PASSWORD,
      });

      expectRefusal(response, 403, {
        code: 'MEMBER004',
        message: '본인의 학번으로만 인증할 수 있습니다.',
      });
      expect((await rowCounts(api)).courses).toBe(1);
    });

    it('keeps everything when the portal refuses the login', async () => {
      const session = await signedUp(STUDENTS.doubleMajor.username);
      await insertCourse(session.memberId, 'HALR1032');

      const response = await call('PUT', '/members/me', session.headers, {
        username: STUDENTS.doubleMajor.username,
        password: 'wrong-portal-password',
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'AUTH001',
        message: PORTAL_ERRORS.AUTH001.message,
        requestId: expect.any(String),
      });
      expect((await rowCounts(api)).courses).toBe(1);
    });

    it('is 404 ACCOUNT011 when the portal now names a department we do not have', async () => {
      // A member whose portal department has since become one we do not know.
      const session = await memberSession(api);
      await api.db
        .updateTable('members')
        .set({ username: STUDENTS.unknownDepartment.username })
        .where('id', '=', session.memberId)
        .execute();
      await insertCourse(session.memberId, 'HALR1032');

      const response = await call('PUT', '/members/me', session.headers, {
        username: STUDENTS.unknownDepartment.username,
        password: PORTAL_PASSWORD,
      });

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ACCOUNT011');
      expect((await rowCounts(api)).courses).toBe(1);
    });

    // With the right password: wrong ones meet the lock-out guard first (3 per 학번 and day,
    // auth/portal-lockout.test.ts).
    it('spends portal attempts: the 11th in 10 minutes is 429', async () => {
      const session = await signedUp(STUDENTS.doubleMajor.username);
      const credentials = { username: STUDENTS.doubleMajor.username, password: PORTAL_PASSWORD };
      for (let i = 0; i < 9; i += 1) {
        // one attempt went into the sign-up's verification
        expect((await call('PUT', '/members/me', session.headers, credentials)).statusCode).toBe(
          200,
        );
      }
      expect((await call('PUT', '/members/me', session.headers, credentials)).statusCode).toBe(429);
    });

    it('validates the portal login like the verification does', async () => {
      const session = await memberSession(api);

      const response = await call('PUT', '/members/me', session.headers, {
        username: '12',
        password: '',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        username: '학번은 9자리 숫자 이어야 합니다.',
        password: '비밀번호 입력은 필수 입니다.',
      });
    });
  });

  describe('PATCH /members/me/password', () => {
    it('changes the password and ends every other session of the member, at once', async () => {
      const session = await memberSession(api);
      const otherDevice = await logIn(api, session.username);
      const thirdDevice = await logIn(api, session.username);
      expect((await call('GET', '/members/me', otherDevice.headers)).statusCode).toBe(200);

      const response = await call('PATCH', '/members/me/password', session.headers, {
        password: NEW_PASSWORD,
        currentPassword: SITE_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe(session.username);
      expect((await postLogin(api, session.username)).json().code).toBe('ACCOUNT015');
      await logIn(api, session.username, NEW_PASSWORD);
      for (const device of [otherDevice, thirdDevice]) {
        const refused = await call('GET', '/members/me', device.headers);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('ACCOUNT014');
        const refreshed = await call(
          'POST',
          '/accounts/refresh',
          {},
          {
            refreshToken: device.refreshToken,
          },
        );
        expect(refreshed.json().code).toBe('ACCOUNT009');
      }
      // The session that changed it goes on.
      expect((await call('GET', '/members/me', session.headers)).statusCode).toBe(200);
      const refreshed = await call(
        'POST',
        '/accounts/refresh',
        {},
        {
          refreshToken: session.refreshToken,
        },
      );
      expect(refreshed.statusCode).toBe(200);
    });

    it("rejects a short password with the original's message and keeps the old one", async () => {
      const session = await memberSession(api);

      const response = await call('PATCH', '/members/me/password', session.headers, {
        password: 'short',
        currentPassword: SITE_PASSWORD,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        password: '비밀번호는 최소 8자리 이이어야 합니다.',
      });
      await logIn(api, session.username, SITE_PASSWORD);
    });

    it('asks for the current password: wrong is 400 ACCOUNT016 naming currentPassword, nothing changes', async () => {
      const session = await memberSession(api);
      const otherDevice = await logIn(api, session.username);

      const wrong = await call('PATCH', '/members/me/password', session.headers, {
        password: NEW_PASSWORD,
        currentPassword: 'not-my-password',
      });
      expectRefusal(wrong, 400, {
        code: 'ACCOUNT016',
        message: '현재 비밀번호가 일치하지 않습니다.',
        detail: { currentPassword: '현재 비밀번호가 일치하지 않습니다.' },
      });
      const missing = await call('PATCH', '/members/me/password', session.headers, {
        password: NEW_PASSWORD,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toEqual({
        currentPassword: '현재 비밀번호 입력은 필수 입니다.',
      });
      // The old password still works and no session was ended.
      await logIn(api, session.username, SITE_PASSWORD);
      expect((await call('GET', '/members/me', otherDevice.headers)).statusCode).toBe(200);
    });

    it('counts wrong current passwords against the login limit of the 학번, refunding right ones', async () => {
      const session = await memberSession(api);
      // Right ones cost nothing: more than the limit of 10 in a row all pass.
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const changed = await call('PATCH', '/members/me/password', session.headers, {
          password: SITE_PASSWORD,
          currentPassword: SITE_PASSWORD,
        });
        expect(changed.statusCode).toBe(200);
      }
      // (The login succeeded: it cost nothing either.) Ten wrong ones, then 429.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await call('PATCH', '/members/me/password', session.headers, {
          password: NEW_PASSWORD,
          currentPassword: `wrong-${attempt}-pw`,
        });
        expect(wrong.json().code).toBe('ACCOUNT016');
      }
      const limited = await call('PATCH', '/members/me/password', session.headers, {
        password: NEW_PASSWORD,
        currentPassword: SITE_PASSWORD,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE001');
      expect((await postLogin(api, session.username)).statusCode).toBe(429);
    });
  });

  describe('PATCH /members/me/department', () => {
    it('moves a member between editable departments', async () => {
      const session = await memberSession(api, { department_id: 7 });

      const response = await call('PATCH', '/members/me/department', session.headers, {
        departmentId: 8,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        department: '빅데이터융합전공',
        deptCode: '03206',
        deptEditable: true,
      });
    });

    it('is 400 MEMBER003 unless both the current and the target department are editable', async () => {
      const editable = await memberSession(api, { department_id: 7 });
      const fixed = await memberSession(api, { department_id: 1 });

      for (const [session, departmentId] of [
        [editable, 1],
        [fixed, 8],
      ] as const) {
        const response = await call('PATCH', '/members/me/department', session.headers, {
          departmentId,
        });
        expectRefusal(response, 400, { code: 'MEMBER003', message: '수정할 수 없는 학과 입니다.' });
      }
      const departments = await storedRows(api.db, 'members', ['department_id']);
      expect(departments).toEqual([{ department_id: 7 }, { department_id: 1 }]);
    });

    it('is 404 ACCOUNT011 for an unknown department and 400 for a malformed id', async () => {
      const session = await memberSession(api, { department_id: 7 });

      const unknown = await call('PATCH', '/members/me/department', session.headers, {
        departmentId: 999,
      });
      const text = await call('PATCH', '/members/me/department', session.headers, {
        departmentId: '8',
      });
      const missing = await call('PATCH', '/members/me/department', session.headers, {});

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('ACCOUNT011');
      expect(text.statusCode).toBe(400);
      expect(text.json().detail).toEqual({ departmentId: '학과 id는 1 이상의 정수여야 합니다.' });
      expect(missing.json().detail).toEqual({ departmentId: '학과 입력은 필수 입니다.' });
    });
  });

  describe('PATCH /members/me/exemption', () => {
    it.each(['FOREIGN', 'DISABLED', 'TRANSFER', null])('sets %s', async (exemption) => {
      const session = await memberSession(api, { exemption: 'FOREIGN' });

      const response = await call('PATCH', '/members/me/exemption', session.headers, { exemption });

      expect(response.statusCode).toBe(200);
      expect(response.json().exemption).toBe(exemption);
    });

    it.each([
      [
        'an unknown value',
        { exemption: 'NONE' },
        '이수 면제는 FOREIGN, DISABLED, TRANSFER 또는 null 이어야 합니다.',
      ],
      [
        'a lower-case value',
        { exemption: 'foreign' },
        '이수 면제는 FOREIGN, DISABLED, TRANSFER 또는 null 이어야 합니다.',
      ],
      ['no value', {}, '이수 면제 입력은 필수 입니다.'],
    ])('rejects %s with 400 and keeps the old one', async (_case, payload, message) => {
      const session = await memberSession(api, { exemption: 'DISABLED' });

      const response = await call('PATCH', '/members/me/exemption', session.headers, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({ exemption: message });
      expect((await call('GET', '/members/me', session.headers)).json().exemption).toBe('DISABLED');
    });
  });

  describe('PATCH /members/me/language', () => {
    it.each(['en', 'ko'] as const)('sets %s, answers MemberInfo and keeps it', async (language) => {
      const session = await memberSession(api, { language: language === 'en' ? 'ko' : 'en' });

      const response = await call('PATCH', '/members/me/language', session.headers, { language });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: session.username, language });
      expect((await call('GET', '/members/me', session.headers)).json().language).toBe(language);
    });

    it.each([
      ['an unknown language', { language: 'fr' }, '사이트 언어는 ko 또는 en 이어야 합니다.'],
      ['a region tag', { language: 'en-US' }, '사이트 언어는 ko 또는 en 이어야 합니다.'],
      ['no language', {}, '사이트 언어 입력은 필수 입니다.'],
    ])('rejects %s with 400 VALID001 and keeps the old one', async (_case, payload, message) => {
      const session = await memberSession(api, { language: 'en' });

      const response = await call('PATCH', '/members/me/language', session.headers, payload);

      expectRefusal(response, 400, {
        code: 'VALID001',
        message: '입력값에 대한 검증에 실패했습니다.',
        detail: { language: message },
      });
      expect((await call('GET', '/members/me', session.headers)).json().language).toBe('en');
    });

    it('refuses in English for an English request', async () => {
      const session = await memberSession(api);

      const response = await call(
        'PATCH',
        '/members/me/language',
        { ...session.headers, cookie: 'lang=en' },
        { language: 'de' },
      );

      expectRefusal(response, 400, {
        code: 'VALID001',
        message: 'Some input values are invalid.',
        detail: { language: 'The site language must be ko or en.' },
      });
    });

    it('is for members only: 401 ACCOUNT007 without a token', async () => {
      const response = await call('PATCH', '/members/me/language', {}, { language: 'en' });

      expectRefusal(response, 401, {
        code: 'ACCOUNT007',
        message: '로그인 후 이용가능합니다. 토큰을 입력해 주세요.',
      });
    });

    it("is the only way to change it: a request in another language reads the member's as stored", async () => {
      const session = await memberSession(api, { language: 'ko' });
      const english = { ...session.headers, cookie: 'lang=en', 'accept-language': 'en' };

      const read = await call('GET', '/members/me', english);

      expect(read.json().language).toBe('ko');
      const stored = await api.db
        .selectFrom('members')
        .select('language')
        .where('id', '=', session.memberId)
        .executeTakeFirstOrThrow();
      expect(stored.language).toBe('ko');
    });
  });

  describe('DELETE /members/me', () => {
    const withdrawal = { password: SITE_PASSWORD };

    it('asks for the password: a wrong one is 400 ACCOUNT016 naming the field, and deletes nothing', async () => {
      const leaving = await memberSession(api);
      const before = await rowCounts(api);
      const wrong = await call('DELETE', '/members/me', leaving.headers, {
        password: 'not-my-pw-1',
      });
      expectRefusal(wrong, 400, {
        code: 'ACCOUNT016',
        message: '현재 비밀번호가 일치하지 않습니다.',
        detail: { password: '현재 비밀번호가 일치하지 않습니다.' },
      });
      const missing = await call('DELETE', '/members/me', leaving.headers);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toEqual({ password: '비밀번호 입력은 필수 입니다.' });
      expect(await rowCounts(api)).toEqual(before);
      expect((await call('GET', '/members/me', leaving.headers)).statusCode).toBe(200);
    });

    it('counts wrong passwords against the login limit of the 학번 (10), then answers 429', async () => {
      const leaving = await memberSession(api);
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const wrong = await call('DELETE', '/members/me', leaving.headers, {
          password: 'wrong-pw-1',
        });
        expect(wrong.json().code).toBe('ACCOUNT016');
      }
      // The login spent the tenth.
      expect((await postLogin(api, leaving.username, 'wrong-pw-2')).statusCode).toBe(401);
      const limited = await call('DELETE', '/members/me', leaving.headers, withdrawal);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE001');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      startNewAttemptWindow(api);
      expect((await call('DELETE', '/members/me', leaving.headers, withdrawal)).statusCode).toBe(
        204,
      );
    });

    it('keeps the last admin (409 ADMIN006); with another admin the withdrawal goes through', async () => {
      const admin = await memberSession(api, { role: 'ROLE_ADMIN' });
      const refused = await call('DELETE', '/members/me', admin.headers, withdrawal);
      expectRefusal(refused, 409, {
        code: 'ADMIN006',
        message:
          '마지막 관리자는 탈퇴할 수 없습니다. 다른 회원을 관리자로 지정한 뒤 탈퇴해 주세요.',
      });
      expect((await call('GET', '/members/me', admin.headers)).statusCode).toBe(200);

      await memberSession(api, { role: 'ROLE_ADMIN' });
      expect((await call('DELETE', '/members/me', admin.headers, withdrawal)).statusCode).toBe(204);
    });

    it('lets only one of the two last admins withdraw when both try at once', async () => {
      const first = await memberSession(api, { role: 'ROLE_ADMIN' });
      const second = await memberSession(api, { role: 'ROLE_ADMIN' });
      const answers = await Promise.all(
        [first, second].map((admin) => call('DELETE', '/members/me', admin.headers, withdrawal)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      const admins = await api.db
        .selectFrom('members')
        .select('id')
        .where('role', '=', 'ROLE_ADMIN')
        .execute();
      expect(admins).toHaveLength(1);
    });

    it("deletes the member and everything it owns, and nothing of anyone else's", async () => {
      const leaving = await memberSession(api, { role: 'ROLE_ADMIN' });
      await logIn(api, leaving.username);
      // Another admin stays: the last one may not leave (below).
      const staying = await memberSession(api, { role: 'ROLE_ADMIN' });
      for (const member of [leaving, staying]) {
        await insertCourse(member.memberId, 'HALR1032');
        const { id } = await api.db
          .insertInto('questions')
          .values({ member_id: member.memberId, title: '답변된 질문', content: '내용' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await api.db
          .insertInto('answers')
          .values({ question_id: id, member_id: staying.memberId, content: '답변' })
          .execute();
      }
      await api.db
        .insertInto('questions')
        .values({ member_id: leaving.memberId, title: '답변 없는 질문', content: '내용' })
        .execute();
      const before = await rowCounts(api);

      const response = await call('DELETE', '/members/me', leaving.headers, withdrawal);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      for (const table of ['courses', 'sessions', 'login_statuses'] as const) {
        const rows = await api.db.selectFrom(table).select('member_id').execute();
        expect(rows.every((row) => row.member_id === staying.memberId)).toBe(true);
      }
      // The unanswered question went with the member; the answered one stays on the board,
      // authorless, with its answer (privacy policy item `board`).
      const questions = await storedRows(api.db, 'questions', ['title', 'member_id']);
      expect(questions).toEqual([
        { title: '답변된 질문', member_id: null },
        { title: '답변된 질문', member_id: staying.memberId },
      ]);
      expect(await api.db.selectFrom('answers').selectAll().execute()).toHaveLength(2);
      expect(await rowCounts(api)).toEqual({
        ...before,
        members: 1,
        courses: 1,
        sessions: 1,
        login_statuses: 1,
      });
      // The withdrawn member's access token is refused from the next call on.
      const refused = await call('GET', '/members/me', leaving.headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('ACCOUNT014');
      expect((await call('DELETE', '/members/me', leaving.headers, withdrawal)).json().code).toBe(
        'ACCOUNT014',
      );
      expect((await postLogin(api, leaving.username)).json().code).toBe('ACCOUNT015');
    });
  });

  describe('PATCH /members/password/reset', () => {
    async function resetToken(username: string): Promise<string> {
      const response = await call(
        'POST',
        '/auth/password/reset',
        {},
        { username, password: PORTAL_PASSWORD },
      );
      expect(response.statusCode).toBe(200);
      return response.json().authToken;
    }

    it('sets a new password once per portal verification and logs every session out', async () => {
      const session = await signedUp(STUDENTS.doubleMajor.username);
      const token = await resetToken(STUDENTS.doubleMajor.username);

      const response = await call('PATCH', '/members/password/reset', bearer(token), {
        password: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: '202012301', name: '박지훈' });
      await logIn(api, STUDENTS.doubleMajor.username, NEW_PASSWORD);
      expect(
        (await call('POST', '/accounts/refresh', {}, { refreshToken: session.refreshToken })).json()
          .code,
      ).toBe('ACCOUNT009');
      expect((await call('GET', '/members/me', session.headers)).json().code).toBe('ACCOUNT014');
      const again = await call('PATCH', '/members/password/reset', bearer(token), {
        password: 'third-pw-333',
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('ACCOUNT012');
      expect((await rowCounts(api)).verifications).toBe(0);
    });

    it('is 404 MEMBER002 when the verified 학번 has no account', async () => {
      const token = api.tokens.signVerification('202299999').token;

      const response = await call('PATCH', '/members/password/reset', bearer(token), {
        password: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MEMBER002');
    });

    it('is 401 ACCOUNT012 for a token without a password-reset verification', async () => {
      const session = await memberSession(api);

      const response = await call(
        'PATCH',
        '/members/password/reset',
        bearer(api.tokens.signVerification(session.username).token),
        { password: NEW_PASSWORD },
      );

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT012');
      await logIn(api, session.username, SITE_PASSWORD);
    });

    it("rejects a short password with the original's message and keeps the verification", async () => {
      await signUp(api, STUDENTS.doubleMajor.username);
      const token = await resetToken(STUDENTS.doubleMajor.username);

      const response = await call('PATCH', '/members/password/reset', bearer(token), {
        password: 'short',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        password: '비밀번호는 최소 8자리 이이어야 합니다.',
      });
      expect(
        (await call('PATCH', '/members/password/reset', bearer(token), { password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('GET /departments/editable', () => {
    it('lists the editable departments with a truthful isEditable', async () => {
      const session = await memberSession(api);

      const response = await call('GET', '/departments/editable', session.headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        count: 3,
        content: [
          { id: 7, name: '핀테크전공', isEditable: true },
          { id: 8, name: '빅데이터융합전공', isEditable: true },
          { id: 9, name: '스마트생산전공', isEditable: true },
        ],
      });
    });
  });

  describe('GET /members (admin)', () => {
    it('pages every member in id order as a Spring page', async () => {
      const admin = await memberSession(api, { role: 'ROLE_ADMIN', department_id: 1 });
      for (let i = 0; i < 4; i += 1)
        await insertMember(api.db, { department_id: 26, second_department_id: 1 });

      const response = await call('GET', '/members?page=1&size=2', admin.headers);

      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({
        totalElements: 5,
        totalPages: 3,
        number: 1,
        size: 2,
        numberOfElements: 2,
        first: false,
        last: false,
        empty: false,
        pageable: { pageNumber: 1, pageSize: 2, offset: 2 },
      });
      expect(page.content).toHaveLength(2);
      expect(page.content[0]).toEqual({
        id: admin.memberId + 2,
        username: expect.stringMatching(/^\d{9}$/),
        name: '테스트',
        department: '경영학부',
        secondDepartment: '컴퓨터과학전공',
        email: null,
        memberRole: 'ROLE_USER',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const first = (await call('GET', '/members', admin.headers)).json();
      expect(first).toMatchObject({ size: 20, number: 0, first: true, last: true });
      expect(first.content[0]).toMatchObject({
        id: admin.memberId,
        memberRole: 'ROLE_ADMIN',
        department: '컴퓨터과학전공',
      });
    });

    it.each(['size=101', 'size=0', 'page=-1', 'page=abc'])(
      'rejects ?%s with 400',
      async (query) => {
        const admin = await memberSession(api, { role: 'ROLE_ADMIN' });
        expect((await call('GET', `/members?${query}`, admin.headers)).statusCode).toBe(400);
      },
    );
  });

  describe('who may call what', () => {
    const memberOnly: [Method, string, unknown][] = [
      ['GET', '/members/me', undefined],
      ['PUT', '/members/me', { username: '202012301', password: PORTAL_PASSWORD }],
      ['DELETE', '/members/me', { password: SITE_PASSWORD }],
      ['PATCH', '/members/me/password', { password: NEW_PASSWORD, currentPassword: SITE_PASSWORD }],
      ['PATCH', '/members/me/department', { departmentId: 8 }],
      ['PATCH', '/members/me/exemption', { exemption: null }],
      ['GET', '/departments/editable', undefined],
    ];

    it.each(memberOnly)(
      '%s %s: 401 for a visitor or a refresh token, 403 for a verification token',
      async (method, url, payload) => {
        const session = await memberSession(api);
        const verification = api.tokens.signVerification(session.username).token;

        const visitor = await call(method, url, {}, payload);
        const refreshToken = await call(method, url, bearer(session.refreshToken), payload);
        const verified = await call(method, url, bearer(verification), payload);

        expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'ACCOUNT007']);
        expect([refreshToken.statusCode, refreshToken.json().code]).toEqual([401, 'ACCOUNT004']);
        expect([verified.statusCode, verified.json().code]).toEqual([403, 'ACCOUNT008']);
        expect(await rowCounts(api)).toMatchObject({ members: 1 });
      },
    );

    it.each(memberOnly.filter(([method]) => method === 'GET'))(
      '%s %s: members and admins alike',
      async (method, url) => {
        for (const role of ['ROLE_USER', 'ROLE_ADMIN'] as const) {
          const session = await memberSession(api, { role });
          expect((await call(method, url, session.headers)).statusCode).toBe(200);
        }
      },
    );

    it('GET /members: 401 for a visitor, 403 for a member or a verification token', async () => {
      const member = await memberSession(api);
      const verification = api.tokens.signVerification(member.username).token;

      expect((await call('GET', '/members')).json().code).toBe('ACCOUNT007');
      for (const headers of [member.headers, bearer(verification)]) {
        const response = await call('GET', '/members', headers);
        expect([response.statusCode, response.json().code]).toEqual([403, 'ACCOUNT008']);
      }
    });

    it('PATCH /members/password/reset: 401 for a visitor, 403 for a member or an admin', async () => {
      const member = await memberSession(api);
      const admin = await memberSession(api, { role: 'ROLE_ADMIN' });

      expect(
        (await call('PATCH', '/members/password/reset', {}, { password: NEW_PASSWORD })).json()
          .code,
      ).toBe('ACCOUNT007');
      for (const session of [member, admin]) {
        const response = await call('PATCH', '/members/password/reset', session.headers, {
          password: NEW_PASSWORD,
        });
        expect([response.statusCode, response.json().code]).toEqual([403, 'ACCOUNT008']);
      }
    });
  });
});
