import {
  bearer,
  expectRefusal,
  expectValidationError,
  insertMember,
  testDatabaseKinds,
} from '../../testing';
import {
  logIn,
  memberSession,
  PORTAL_PASSWORD,
  postSignUp,
  rowCounts,
  signUpBody,
  STUDENTS,
  useAccountsTestApi,
  verifyForSignUp,
} from './testing';

/** ADMIN_USERNAMES of this suite. */
const ADMIN_STUDENT = STUDENTS.plain;

describe.each(testDatabaseKinds())('POST /accounts/register (%s)', (kind) => {
  const api = useAccountsTestApi(kind, { config: { adminUsernames: [ADMIN_STUDENT.username] } });

  const storedMember = (username: string) =>
    api.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();

  /** The double major verified, then signed up with `change` to what the portal verified. */
  async function signUpChanged(change: object) {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);
    const response = await postSignUp(api, verified.authToken, {
      ...signUpBody(verified),
      ...change,
    });
    return { verified, response };
  }

  it('signs up with what the portal verified: 201, cohort and departments resolved, token used up', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      username: '202012301',
      role: 'ROLE_USER',
      createdAt: expect.any(String),
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await storedMember('202012301')).toMatchObject({
      name: '박지훈',
      email: 'jihoon.park@example.com',
      role: 'ROLE_USER',
      // cohort 2020, 경영학부 (26) + 컴퓨터과학전공 (1)
      year_id: 5,
      department_id: 26,
      second_department_id: 1,
      exemption: null,
      // Neither a lang cookie nor Accept-Language: Korean.
      language: 'ko',
      // With the api's parameters (the site's in production: src/config.test.ts).
      password_hash: expect.stringMatching(
        new RegExp(`^scrypt\\$${api.config.passwordHashing.cost}\\$8\\$1\\$`),
      ),
    });
    expect((await rowCounts(api)).verifications).toBe(0);
    await logIn(api, '202012301');
  });

  it.each([
    ['the lang cookie', { cookie: 'lang=en' }, 'en'],
    ['Accept-Language', { 'accept-language': 'en-GB,en;q=0.8' }, 'en'],
    ['the lang cookie over Accept-Language', { cookie: 'lang=ko', 'accept-language': 'en' }, 'ko'],
  ])('stores the language of the sign-up request, by %s', async (_case, headers, language) => {
    const verified = await verifyForSignUp(api, STUDENTS.plain.username);

    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { ...bearer(verified.authToken), ...headers },
      payload: signUpBody(verified),
    });

    expect(response.statusCode).toBe(201);
    expect((await storedMember(STUDENTS.plain.username))?.language).toBe(language);
  });

  it('puts a student who entered before 2017 into the 졸업생 cohort', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.graduate.username);

    expect((await postSignUp(api, verified.authToken, signUpBody(verified))).statusCode).toBe(201);
    const member = await storedMember(STUDENTS.graduate.username);
    const cohort = await api.db
      .selectFrom('years')
      .select(['name', 'value'])
      .where('id', '=', member?.year_id ?? -1)
      .executeTakeFirst();
    expect(cohort).toEqual({ name: '졸업생', value: null });
  });

  it('stores a portal department under our name (지능·데이터융합학부 → 핀테크전공)', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.editable.username);
    expect(verified.department).toBe('핀테크전공');

    expect((await postSignUp(api, verified.authToken, signUpBody(verified))).statusCode).toBe(201);
    expect((await storedMember(STUDENTS.editable.username))?.department_id).toBe(7);
  });

  it('makes an ADMIN_USERNAMES student an admin from the start', async () => {
    const verified = await verifyForSignUp(api, ADMIN_STUDENT.username);

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expect(response.json().role).toBe('ROLE_ADMIN');
    expect((await logIn(api, ADMIN_STUDENT.username)).memberRole).toBe('ROLE_ADMIN');
  });

  it("is 401 ACCOUNT012 when the token's 학번 is not the one signing up", async () => {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);

    const response = await postSignUp(api, verified.authToken, {
      ...signUpBody(verified),
      username: STUDENTS.plain.username,
    });

    expectRefusal(response, 401, { code: 'ACCOUNT012', message: '인증되지 않은 사용자입니다.' });
    expect((await rowCounts(api)).members).toBe(0);
  });

  it('is 401 ACCOUNT012 for a token used already or never backed by a portal verification', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);
    expect((await postSignUp(api, verified.authToken, signUpBody(verified))).statusCode).toBe(201);
    await api.db.deleteFrom('members').execute();

    const reused = await postSignUp(api, verified.authToken, signUpBody(verified));
    // Signed with the right secret, but the portal never verified anything for it.
    const unbacked = await postSignUp(
      api,
      api.tokens.signVerification(verified.username).token,
      signUpBody(verified),
    );

    for (const response of [reused, unbacked]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT012');
    }
    expect((await rowCounts(api)).members).toBe(0);
  });

  it('does not accept a password-reset verification for a sign-up', async () => {
    await insertMember(api.db, { username: STUDENTS.doubleMajor.username });
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { username: STUDENTS.doubleMajor.username, password: PORTAL_PASSWORD },
    });
    await api.db.deleteFrom('members').execute();
    const verified = reset.json();

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT012');
  });

  it.each([
    ['another department', { department: '컴퓨터과학전공' }],
    ['another name', { name: '김철수' }],
    ['no second major', { secondDepartment: null }],
    ['another second major', { secondDepartment: '게임전공' }],
  ])(
    'is 400 ACCOUNT013 for %s than the portal verified, and the token stays usable',
    async (_case, change) => {
      const { verified, response } = await signUpChanged(change);

      expectRefusal(response, 400, {
        code: 'ACCOUNT013',
        message: '포털에서 인증된 정보와 일치하지 않습니다.',
      });
      expect((await rowCounts(api)).members).toBe(0);
      expect((await postSignUp(api, verified.authToken, signUpBody(verified))).statusCode).toBe(
        201,
      );
    },
  );

  it('accepts a missing secondDepartment as "no second major"', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.editable.username);
    const { secondDepartment: _none, ...body } = signUpBody(verified);

    expect((await postSignUp(api, verified.authToken, body)).statusCode).toBe(201);
  });

  it('is 409 ACCOUNT001 when the 학번 signed up meanwhile', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);
    await insertMember(api.db, { username: STUDENTS.doubleMajor.username });

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expectRefusal(response, 409, { code: 'ACCOUNT001', message: '중복된 사용자 이름 입니다.' });
  });

  it('signs up a 학번 whose cohort has no curriculum yet, on the newest earlier cohort', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.freshman2026.username);

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expect(response.statusCode).toBe(201);
    const member = await api.db
      .selectFrom('members as m')
      .innerJoin('years as y', 'y.id', 'm.year_id')
      .select('y.value')
      .where('m.username', '=', STUDENTS.freshman2026.username)
      .executeTakeFirstOrThrow();
    expect(member.value).toBe(2025);
  });

  it('refuses an entrance year after this year before asking the portal (400 ACCOUNT018)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { username: STUDENTS.notYetEntered.username, password: PORTAL_PASSWORD },
    });

    expectRefusal(response, 400, {
      code: 'ACCOUNT018',
      message: '아직 입학 연도가 되지 않은 학번입니다. 학번을 다시 확인해 주세요.',
    });
    expect((await rowCounts(api)).verifications).toBe(0);
  });

  it('is 404 ACCOUNT011 (not a 500) for a portal department we do not have', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.unknownDepartment.username);

    const response = await postSignUp(api, verified.authToken, signUpBody(verified));

    expectRefusal(response, 404, { code: 'ACCOUNT011', message: '해당 학과를 찾을 수 없습니다.' });
    expect((await rowCounts(api)).members).toBe(0);
  });

  it.each([
    ['null', { email: null }],
    ['left out', { email: undefined }],
  ])(
    'signs up a student whose portal has no e-mail (e-mail %s): stored as null',
    async (_case, change) => {
      const { response } = await signUpChanged(change);

      expect(response.statusCode).toBe(201);
      expect(await storedMember('202012301')).toMatchObject({ email: null });
    },
  );

  it.each([
    [
      'a short password',
      { password: 'short1!' },
      { password: '비밀번호는 최소 8자리 이어야 합니다.' },
    ],
    ['a blank password', { password: '         ' }, { password: '비밀번호 입력은 필수 입니다.' }],
    [
      'a huge password',
      { password: 'p'.repeat(129) },
      { password: '비밀번호는 최대 128자리까지 입력할 수 있습니다.' },
    ],
    ['a numeric password', { password: 12345678 }, { password: '비밀번호 입력은 필수 입니다.' }],
    [
      'an e-mail without @',
      { email: 'jihoon.example.com' },
      { email: '이메일 형식에 맞지 않습니다.' },
    ],
    ['an empty e-mail', { email: '' }, { email: '이메일 형식에 맞지 않습니다.' }],
    ['a blank name', { name: ' ' }, { name: '이름 입력은 필수 입니다.' }],
    ['a department id for a name', { department: 26 }, { department: '학과 입력은 필수 입니다.' }],
    [
      'a second major that is a list',
      { secondDepartment: ['게임전공'] },
      { secondDepartment: '다전공은 학과 이름 또는 null 이어야 합니다.' },
    ],
    ['a role of its own choosing', { role: 'ROLE_ADMIN' }, { role: '허용되지 않는 항목입니다.' }],
  ])('rejects %s with 400 VALID001 and writes nothing', async (_case, change, detail) => {
    const { response } = await signUpChanged(change);

    expectValidationError(response, detail);
    expect(await rowCounts(api)).toMatchObject({ members: 0, verifications: 1 });
  });

  it('names every invalid field at once', async () => {
    const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);

    const response = await postSignUp(api, verified.authToken, {
      username: '2020',
      password: 'short',
      email: 'nope',
    });

    expect(response.json().detail).toEqual({
      username: '학번은 9자리 숫자 이어야 합니다.',
      password: '비밀번호는 최소 8자리 이어야 합니다.',
      email: '이메일 형식에 맞지 않습니다.',
      name: '이름 입력은 필수 입니다.',
      department: '학과 입력은 필수 입니다.',
    });
  });

  describe('who may call it (a verification token only)', () => {
    const body = {
      ...signUpBody({ ...STUDENTS.doubleMajor, email: 'a@example.com', authToken: '' }),
    };

    it('is 401 ACCOUNT007 for a visitor', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/register',
        payload: body,
      });
      expectRefusal(response, 401, {
        code: 'ACCOUNT007',
        message: '로그인 후 이용가능합니다. 토큰을 입력해 주세요.',
      });
    });

    it('is 403 ACCOUNT008 for a member or an admin', async () => {
      for (const role of ['ROLE_USER', 'ROLE_ADMIN'] as const) {
        const session = await memberSession(api, { role });
        const response = await postSignUp(api, session.accessToken, body);
        expectRefusal(response, 403, { code: 'ACCOUNT008', message: '권한이 없습니다.' });
      }
    });

    it('is 401 ACCOUNT004 for a refresh token and 401 ACCOUNT005 for an expired verification', async () => {
      const session = await memberSession(api);
      const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);
      api.clock.advance(30 * 60);

      const withRefresh = await postSignUp(api, session.refreshToken, signUpBody(verified));
      const expired = await postSignUp(api, verified.authToken, signUpBody(verified));

      expect(withRefresh.statusCode).toBe(401);
      expect(withRefresh.json().code).toBe('ACCOUNT004');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('ACCOUNT005');
      expect((await rowCounts(api)).members).toBe(1);
    });

    it('ignores a header of another scheme (a visitor)', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/register',
        headers: { authorization: 'Basic MjAyMDEyMzAxOnB3' },
        payload: body,
      });
      expect(response.json().code).toBe('ACCOUNT007');
    });

    it('accepts the bearer scheme case-insensitively', async () => {
      const verified = await verifyForSignUp(api, STUDENTS.doubleMajor.username);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/register',
        headers: {
          authorization: bearer(verified.authToken).authorization.replace('Bearer', 'bearer'),
        },
        payload: signUpBody(verified),
      });
      expect(response.statusCode).toBe(201);
    });
  });
});
