import { PortalAnswerError, parseStudentAnswer, parseTranscriptAnswer } from './portal-answer';

const infoRow = {
  STDNO: '202012345',
  NM_KOR: '박지훈',
  EMAIL: 'jihoon@example.com',
  TMP_DEPT_MJR_NM: '경영경제대학 경영학부',
  MJR_CD2: '',
  SHYR: '4',
  CMP_SMT: '7',
};

const courseRow = {
  SCH_YEAR: '2021',
  SMT_NM: '2학기',
  SBJ_NO: 'HALF9252',
  SBJ_NM: '물리현상의이해',
  CMP_DIV_NM: '교선',
  CULT_ARA_NM: '균형교양-균형(자연)',
  CDT: 3,
  GRD_NM: 'B+',
};

function answerError(parse: () => unknown): PortalAnswerError {
  try {
    parse();
  } catch (error) {
    if (error instanceof PortalAnswerError) return error;
    throw error;
  }
  throw new Error('expected a PortalAnswerError');
}

describe('parseStudentAnswer', () => {
  const parse = (row: Record<string, unknown>) =>
    parseStudentAnswer(JSON.stringify({ dsStdInfoList: [row] }));

  it('reads the first row and treats a blank MJR_CD2 as a single major', () => {
    expect(parse(infoRow)).toEqual({
      username: '202012345',
      name: '박지훈',
      email: 'jihoon@example.com',
      department: '경영학부',
      secondDepartment: null,
    });
  });

  it('takes the last token of MJR_CD2 and accepts a numeric 학번 and a missing e-mail', () => {
    const { EMAIL: _email, ...withoutEmail } = infoRow;
    const student = parse({
      ...withoutEmail,
      STDNO: 202012345,
      MJR_CD2: '융합공과대학  컴퓨터과학전공 ',
    });
    expect(student).toMatchObject({
      username: '202012345',
      email: '',
      secondDepartment: '컴퓨터과학전공',
    });
    expect(parse({ ...infoRow, MJR_CD2: null }).secondDepartment).toBeNull();
  });

  it('maps an answer without student rows to SMU005', () => {
    for (const body of ['{}', '{"dsStdInfoList":[]}', '{"dsStdInfoList":null}']) {
      expect(answerError(() => parseStudentAnswer(body)).code).toBe('SMU005');
    }
  });

  it('maps unreadable answers to SMU006 and names the field without its value', () => {
    expect(answerError(() => parseStudentAnswer('<html>점검 중</html>'))).toMatchObject({
      code: 'SMU006',
      problem: 'answer is not JSON',
    });
    expect(answerError(() => parseStudentAnswer('[1]')).code).toBe('SMU006');
    expect(answerError(() => parseStudentAnswer('{"dsStdInfoList":["x"]}')).code).toBe('SMU006');
    expect(answerError(() => parse({ ...infoRow, NM_KOR: ' ' }))).toMatchObject({
      code: 'SMU006',
      problem: 'dsStdInfoList[0].NM_KOR is missing or blank',
    });
    expect(answerError(() => parse({ ...infoRow, TMP_DEPT_MJR_NM: null })).problem).toBe(
      'dsStdInfoList[0].TMP_DEPT_MJR_NM is missing or blank',
    );
  });
});

describe('parseTranscriptAnswer', () => {
  const parse = (rows: unknown[], summary?: unknown) =>
    parseTranscriptAnswer(
      JSON.stringify({ dsRecMattList: rows, ...(summary ? { dsCmpDivScrList: [summary] } : {}) }),
    );

  it('reads every row', () => {
    expect(parse([courseRow], { GRDT_CRIT_CDT: '130', TOTAL_GET_CDT: 97 })).toEqual({
      courses: [
        {
          year: '2021',
          semester: '2학기',
          number: 'HALF9252',
          name: '물리현상의이해',
          type: '교선',
          domain: '균형교양-균형(자연)',
          credit: 3,
          grade: 'B+',
        },
      ],
      graduationCredits: 130,
      earnedCredits: 97,
    });
  });

  it('accepts an empty record (a first-semester student) and an absent or odd credit summary', () => {
    expect(parse([])).toEqual({ courses: [] });
    expect(parse([], { GRDT_CRIT_CDT: '없음' })).toEqual({ courses: [] });
  });

  it('substitutes the 이수구분 for a missing or blank 학수번호 and "*" for a blank 교양영역', () => {
    const { SBJ_NO: _number, ...withoutNumber } = courseRow;
    const [missing, blank] = parse([
      { ...withoutNumber, CULT_ARA_NM: '' },
      { ...courseRow, SBJ_NO: ' ', CDT: '2' },
    ]).courses;
    expect(missing).toMatchObject({ number: '교선', domain: '*' });
    expect(blank).toMatchObject({ number: '교선', credit: 2 });
  });

  it('maps a missing list to SMU005 and a bad row to SMU006 without the row values', () => {
    expect(answerError(() => parseTranscriptAnswer('{"ErrorMsg":"x"}')).code).toBe('SMU005');
    const badCredit = answerError(() => parse([courseRow, { ...courseRow, CDT: '세 학점' }]));
    expect(badCredit).toMatchObject({
      code: 'SMU006',
      problem: 'dsRecMattList[1].CDT is missing or not a non-negative number',
    });
    expect(answerError(() => parse([{ ...courseRow, CMP_DIV_NM: undefined }])).problem).toBe(
      'dsRecMattList[0].CMP_DIV_NM is missing or blank',
    );
  });
});
