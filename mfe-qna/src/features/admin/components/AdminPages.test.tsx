import type { Admin, AdminQuestion, AuditEntry, SiteStats } from '@smunity/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  ADMIN,
  apiError,
  currentLocation,
  installRoutedApi,
  MEMBER,
  noContent,
  ok,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestionPage } from '../../../testing/board';
import { boardPageTests } from '../../../testing/boardPageTests';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';
import { textsOf } from '@smunity/shared-ui/src/testing/texts';

const alertSpy = boardPageTests();

/** Spring's Page JSON around `content`. */
function pageOf<Item>(
  content: Item[],
  { number = 0, size = 20, totalElements = content.length } = {},
) {
  const totalPages = Math.ceil(totalElements / size);
  const sort = { empty: false, sorted: true, unsorted: false };
  return {
    content,
    pageable: {
      pageNumber: number,
      pageSize: size,
      offset: number * size,
      paged: true,
      unpaged: false,
      sort,
    },
    totalPages,
    totalElements,
    last: number + 1 >= totalPages,
    size,
    number,
    sort,
    numberOfElements: content.length,
    first: number === 0,
    empty: content.length === 0,
  };
}

const STATS: SiteStats = {
  members: {
    total: 42,
    byDepartment: [
      { departmentId: 1, name: '컴퓨터과학전공', count: 30 },
      { departmentId: 26, name: '경영학부', count: 12 },
    ],
    byCohort: [
      { year: null, curriculumCohort: null, count: 2 },
      { year: 2023, curriculumCohort: 2023, count: 39 },
      { year: 2026, curriculumCohort: 2025, count: 1 },
    ],
  },
  questions: { total: 10, answered: 7, unanswered: 3, medianHoursToAnswer: 5.3 },
  signups: Array.from({ length: 12 }, (_, index) => ({
    week: `2026-W${String(37 + index).padStart(2, '0')}`,
    count: index === 11 ? 4 : 0,
  })),
  pageViews: [
    { day: '2026-11-24', path: '/qna/questions', count: 3 },
    { day: '2026-11-25', path: '/', count: 5 },
    { day: '2026-11-25', path: '/qna/questions', count: 2 },
  ],
  pageViewDays: Array.from({ length: 14 }, (_, index) => `2026-11-${String(12 + index)}`),
};

function aQueued(overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: 7,
    title: '졸업학점 질문',
    content: '내용',
    author: '김상명',
    authorUsername: '202312345',
    anonymous: true,
    answered: false,
    createdAt: '2025-03-01T01:02:00.000Z',
    updatedAt: '2025-03-01T01:02:00.000Z',
    ...overrides,
  };
}

const SELF: Admin = {
  username: '202000001',
  name: '박관리',
  department: '컴퓨터과학전공',
  configured: false,
  isSelf: true,
};
const OTHER: Admin = { ...SELF, username: '202000002', name: '최관리', isSelf: false };
const CONFIGURED: Admin = {
  ...SELF,
  username: '201700001',
  name: '설정관리',
  isSelf: false,
  configured: true,
};

const GRANTED: AuditEntry = {
  id: 1,
  action: 'ADMIN_GRANTED',
  source: 'ADMIN_USERNAMES',
  actor: null,
  target: { username: '201700001', name: '설정관리' },
  occurredAt: '2025-03-01T01:02:00.000Z',
};

/** The admins and their change log, as the 관리자 관리 page asks for them. */
function installAdminsApi() {
  return installRoutedApi({
    'GET /admin/admins': ok({ count: 3, content: [CONFIGURED, SELF, OTHER] }),
    'GET /admin/audit-log': ok(pageOf([GRANTED], { size: 10 })),
  });
}

describe.each([
  ['/qna/admin'],
  ['/qna/admin/questions'],
  ['/qna/admin/admins'],
  ['/qna/admin/reference-data'],
])('%s', (url) => {
  it('sends a visitor to the login', async () => {
    installRoutedApi({});
    renderQna(url);

    await waitFor(() => expect(currentLocation()).toBe(ROUTES.LOGIN));
  });

  it('sends a member who is not an admin to the board', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([])) });
    renderQna(url);

    expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
    expect(currentLocation()).toBe(ROUTES.QNA_QUESTIONS);
  });
});

/** The dashboard's "보내지 못한 알림 메일" with nothing in it. */
const NO_FAILED_MAILS = { 'GET /admin/mail-failures': ok({ content: [] }) };

const FAILED_MAIL = {
  id: 4,
  username: '202410201',
  email: 'student@example.com',
  questionId: 7,
  questionTitle: '전공선택 학점 질문',
  attempts: 6,
  lastError: '451 mailbox busy',
  createdAt: '2026-11-25T01:00:00.000Z',
  gaveUpAt: '2026-11-25T02:00:00.000Z',
};

describe('관리자 대시보드', () => {
  beforeEach(() => setMember(ADMIN));

  it('lists the answer mails that could not be sent, with the last error, and sends one again', async () => {
    const api = installRoutedApi({
      'GET /admin/stats': ok(STATS),
      'GET /admin/mail-failures': ok({ content: [FAILED_MAIL] }),
      'POST /admin/mail-failures/4/retry': { status: 204 },
    });
    renderQna('/qna/admin');

    const section = await screen.findByRole('region', { name: '보내지 못한 알림 메일' });
    const row = await within(section).findByRole('row', { name: /전공선택 학점 질문/ });
    expect(row).toHaveTextContent('202410201 student@example.com');
    expect(row).toHaveTextContent('451 mailbox busy (6회 시도)');

    api.reply({ 'GET /admin/mail-failures': ok({ content: [] }) });
    await userEvent.click(
      within(row).getByRole('button', { name: "'전공선택 학점 질문' 답변 메일 다시 보내기" }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      "'전공선택 학점 질문' 답변 메일을 다시 보냅니다.",
    );
    expect(await within(section).findByText('보내지 못한 메일이 없습니다.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/mail-failures/4/retry')).toHaveLength(1);
  });

  it('shows the figures and the three charts with their data as text', async () => {
    installRoutedApi({ 'GET /admin/stats': ok(STATS), ...NO_FAILED_MAILS });
    renderQna('/qna/admin');

    expect(await screen.findByRole('heading', { level: 1, name: '관리자 대시보드' })).toBeVisible();
    expect(await screen.findByText('42명')).toBeInTheDocument();
    expect(screen.getByText('5.3시간')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '미답변 질문 3개 답변하기' })).toHaveAttribute(
      'href',
      '/qna/admin/questions',
    );

    const signups = screen.getByRole('figure', { name: /주별 가입자/ });
    expect(within(signups).getByText('합계 4명')).toBeInTheDocument();
    expect(within(signups).getByRole('row', { name: '2026년 48주 4명' })).toBeInTheDocument();
    expect(within(signups).getAllByRole('row')).toHaveLength(13);

    const views = screen.getByRole('figure', { name: /일별 페이지 조회/ });
    expect(within(views).getByRole('row', { name: '11월 25일 7회' })).toBeInTheDocument();
    expect(within(views).getByRole('row', { name: '11월 24일 3회' })).toBeInTheDocument();
    expect(within(views).getByRole('row', { name: '11월 12일 0회' })).toBeInTheDocument();

    const departments = screen.getByRole('figure', { name: '학과별 회원' });
    expect(textsOf(departments, 'listitem')).toEqual(['컴퓨터과학전공30명', '경영학부12명']);
    const cohorts = screen.getByRole('figure', { name: '학번별 회원' });
    expect(textsOf(cohorts, 'listitem')).toEqual([
      '졸업생2명',
      '2023학번39명',
      '2026학번 (2025학번 교육과정)1명',
    ]);
    const pages = screen.getByRole('figure', { name: /많이 본 페이지/ });
    expect(textsOf(pages, 'listitem')).toEqual(['/5회', '/qna/questions5회']);
  });

  it('says so when no question was answered yet', async () => {
    installRoutedApi({
      'GET /admin/stats': ok({
        ...STATS,
        questions: { total: 0, answered: 0, unanswered: 0, medianHoursToAnswer: null },
      }),
      ...NO_FAILED_MAILS,
    });
    renderQna('/qna/admin');

    expect(await screen.findByText('답변 없음')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /답변하기/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    installRoutedApi({
      'GET /admin/stats': apiError(500, 'COMMON000', '서버 에러'),
      ...NO_FAILED_MAILS,
    });
    renderQna('/qna/admin');

    expect(await screen.findByRole('alert')).toHaveTextContent('통계를 불러오지 못했습니다.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

describe('답변 대기', () => {
  beforeEach(() => setMember(ADMIN));

  it('lists the unanswered questions with the real name and 학번, and links 답변 등록 to the answer page', async () => {
    const api = installRoutedApi({
      'GET /admin/questions': ok(
        pageOf([aQueued(), aQueued({ id: 8, title: '전공 질문', anonymous: false })]),
      ),
    });
    renderQna('/qna/admin/questions');

    const answerLink = await screen.findByRole('link', { name: '"졸업학점 질문"에 답변 등록' });
    expect(api.callsTo('GET /admin/questions')[0]?.params).toEqual({
      status: 'unanswered',
      page: 0,
    });
    expect(screen.getByText('미답변 질문 2개')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('김상명 (202312345)', { exact: false })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('익명 질문')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('익명 질문')).not.toBeInTheDocument();
    expect(answerLink).toHaveAttribute('href', ROUTES.qnaAnswer(7));
    expect(screen.getByRole('link', { name: '미답변' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows answered questions with ?status=answered and pages with ?page=', async () => {
    const api = installRoutedApi({
      'GET /admin/questions': ok(
        pageOf([aQueued({ answered: true })], { number: 1, totalElements: 21 }),
      ),
    });
    renderQna('/qna/admin/questions?status=answered&page=2');

    expect(await screen.findByRole('link', { name: '답변 보기' })).toHaveAttribute(
      'href',
      ROUTES.qnaQuestion(7),
    );
    expect(api.callsTo('GET /admin/questions')[0]?.params).toEqual({ status: 'answered', page: 1 });
    expect(screen.getByRole('link', { name: '답변 완료' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1 페이지' })).toHaveAttribute(
      'href',
      '/qna/admin/questions?status=answered',
    );
  });

  it('shows a question kept after its author withdrew as by "탈퇴한 회원", without a 학번', async () => {
    installRoutedApi({
      'GET /admin/questions': ok(
        pageOf([
          aQueued({
            answered: true,
            anonymous: false,
            author: '탈퇴한 회원',
            authorUsername: null,
          }),
        ]),
      ),
    });
    renderQna('/qna/admin/questions?status=answered');

    const [row] = (await screen.findAllByRole('row')).slice(1);
    expect(within(row!).getByText('탈퇴한 회원')).toBeInTheDocument();
    expect(within(row!).queryByText('(', { exact: false })).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    installRoutedApi({ 'GET /admin/questions': ok(pageOf([])) });
    renderQna('/qna/admin/questions');

    expect(await screen.findByText('답변을 기다리는 질문이 없습니다.')).toBeInTheDocument();
  });
});

describe('관리자 관리', () => {
  beforeEach(() => setMember(ADMIN));

  // The same list and log in either language; names, 학번 and departments are data.
  const ADMINS_PAGE = {
    ko: {
      list: '관리자 목록',
      rows: [
        '201700001설정관리컴퓨터과학전공서버 설정',
        '202000001박관리컴퓨터과학전공본인',
        '202000002최관리컴퓨터과학전공해제',
      ],
      log: '관리자 변경 기록',
      firstChange: '관리자 지정설정관리 (201700001)서버 설정 (ADMIN_USERNAMES)',
    },
    en: {
      list: 'Admins',
      rows: [
        '201700001설정관리컴퓨터과학전공Server setting',
        '202000001박관리컴퓨터과학전공You',
        '202000002최관리컴퓨터과학전공Remove',
      ],
      log: 'Admin change log',
      firstChange: 'Admin appointed설정관리 (201700001)Server setting (ADMIN_USERNAMES)',
    },
  } as const;

  it.each(['ko', 'en'] as const)(
    'lists the admins: a remove button for others only, and the change log (%s)',
    async (locale) => {
      installAdminsApi();
      await renderQnaIn(locale, '/qna/admin/admins');
      const { list, rows, log, firstChange } = ADMINS_PAGE[locale];

      const table = await screen.findByRole('table', { name: list });
      expect(textsOf(table, 'row').slice(1)).toEqual(rows);
      const changes = await screen.findByRole('table', { name: log });
      expect(within(changes).getAllByRole('row')[1]).toHaveTextContent(firstChange);
    },
  );

  it('grants after the confirmation and reloads the list and the log', async () => {
    const api = installAdminsApi();
    api.reply({
      'POST /admin/admins': {
        status: 201,
        data: { ...OTHER, username: '202312345', name: '김회원' },
      },
    });
    renderQna('/qna/admin/admins');
    await screen.findByRole('table', { name: '관리자 목록' });

    await userEvent.type(screen.getByRole('textbox', { name: /학번/ }), '202312345');
    await userEvent.click(screen.getByRole('button', { name: '추가' }));
    const dialog = screen.getByRole('dialog', { name: '관리자 지정' });
    expect(dialog).toHaveTextContent('학번 202312345 회원을 관리자로 지정할까요?');
    expect(api.callsTo('POST /admin/admins')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '지정' }));

    await waitFor(() =>
      expect(alertSpy()).toHaveBeenCalledWith(
        '202312345 회원을 관리자로 지정했습니다. 다시 로그인하면 관리자 메뉴가 보입니다.',
      ),
    );
    expect(api.callsTo('POST /admin/admins')[0]?.body).toEqual({ username: '202312345' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/admins')).toHaveLength(2));
    expect(api.callsTo('GET /admin/audit-log')).toHaveLength(2);
  });

  it('checks the 학번 before asking', async () => {
    const api = installAdminsApi();
    renderQna('/qna/admin/admins');
    await screen.findByRole('table', { name: '관리자 목록' });

    await userEvent.type(screen.getByRole('textbox', { name: /학번/ }), '2023');
    await userEvent.click(screen.getByRole('button', { name: '추가' }));

    expect(alertSpy()).toHaveBeenCalledWith('학번은 9자리 숫자 이어야 합니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/admins')).toHaveLength(0);
  });

  it("alerts the api's refusal, e.g. an unknown 학번, and keeps the list", async () => {
    const api = installAdminsApi();
    api.reply({ 'POST /admin/admins': apiError(404, 'MEMBER002', '해당 사용자가 없습니다.') });
    renderQna('/qna/admin/admins');
    await screen.findByRole('table', { name: '관리자 목록' });

    await userEvent.type(screen.getByRole('textbox', { name: /학번/ }), '209912345');
    await userEvent.click(screen.getByRole('button', { name: '추가' }));
    await userEvent.click(screen.getByRole('button', { name: '지정' }));

    await waitFor(() => expect(alertSpy()).toHaveBeenCalledWith('해당 사용자가 없습니다.'));
    expect(api.callsTo('GET /admin/admins')).toHaveLength(1);
  });

  it('removes another admin after the confirmation', async () => {
    const api = installAdminsApi();
    api.reply({ 'DELETE /admin/admins/202000002': noContent });
    renderQna('/qna/admin/admins');

    await userEvent.click(
      await screen.findByRole('button', { name: '최관리 (202000002) 관리자 해제' }),
    );
    const dialog = screen.getByRole('dialog', { name: '관리자 해제' });
    expect(dialog).toHaveTextContent('최관리 (202000002) 님의 관리자 권한을 해제할까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('DELETE /admin/admins/202000002')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '최관리 (202000002) 관리자 해제' }));
    await userEvent.click(screen.getByRole('button', { name: '해제' }));

    await waitFor(() =>
      expect(alertSpy()).toHaveBeenCalledWith(
        '최관리 (202000002) 님의 관리자 권한을 해제했습니다.',
      ),
    );
    expect(api.callsTo('DELETE /admin/admins/202000002')).toHaveLength(1);
  });
});

describe('기준 데이터', () => {
  beforeEach(() => setMember(ADMIN));

  const STATUS = {
    cohorts: [
      { year: 2025, hasCurriculum: true },
      { year: 2026, hasCurriculum: false },
    ],
    terms: [{ year: 2025, semester: 'SECOND' }],
    timetableYears: [2017, 2018, 2019, 2026],
    source: 'IMPORT',
    updatedAt: '2026-11-20T01:00:00Z',
    imports: [
      {
        id: 1,
        source: 'WEB',
        actor: { username: '202000001', name: '박관리' },
        occurredAt: '2026-11-20T01:00:00Z',
        summary: {
          checksum: 'def',
          tables: [
            {
              table: 'offerings',
              file: 'legacy_offerings_2017_2024.csv',
              added: 812,
              changed: 0,
              removed: 0,
            },
            { table: 'years', file: 'years.csv', added: 0, changed: 0, removed: 0 },
          ],
          cohortsAdded: [],
          termsAdded: [],
          timetableYearsAdded: [2026],
          membersWithChangedResults: 0,
        },
      },
    ],
  };
  const SUMMARY = {
    checksum: 'abc',
    tables: [{ table: 'years', file: 'years.csv', added: 1, changed: 0, removed: 0 }],
    cohortsAdded: [2027],
    termsAdded: [{ year: 2026, semester: 'FIRST' }],
    timetableYearsAdded: [],
    membersWithChangedResults: 3,
  };
  const csv = (name: string) => new File(['id,year,semester\n'], name, { type: 'text/csv' });

  it('shows what is live, checks an upload, then applies it', async () => {
    const api = installRoutedApi({
      'GET /admin/reference-data': ok(STATUS),
      'POST /admin/reference-data/import': (call) =>
        ok({
          status: (call.body as { dryRun: boolean }).dryRun ? 'dry-run' : 'applied',
          summary: SUMMARY,
        }),
    });
    renderQna('/qna/admin/reference-data');

    expect(await screen.findByRole('heading', { level: 1, name: '기준 데이터' })).toBeVisible();
    expect(await screen.findByText('2025, 2026 (교육과정 없음: 2026학번)')).toBeInTheDocument();
    expect(screen.getByText('2025년 2학기')).toBeInTheDocument();
    // The gap in the timetables is shown, not hidden in "2017–2026".
    expect(screen.getByText('2017–2019, 2026')).toBeInTheDocument();
    // Times as everywhere on the site: Korea's clock, the same digits in every language.
    expect(screen.getByText('가져온 자료 · 26-11-20 10:00')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: '가져오기 기록' });
    expect(within(log).getByText('26-11-20 10:00')).toHaveAttribute(
      'datetime',
      '2026-11-20T01:00:00Z',
    );
    expect(within(log).getByRole('columnheader', { name: '실행한 사람' })).toBeInTheDocument();
    expect(
      within(log).getByText(
        '바뀐 파일: legacy_offerings_2017_2024.csv (추가 812, 변경 0, 삭제 0) · 시간표 연도 추가: 2026 · 검사 결과가 바뀐 회원 0명',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '적용' })).toBeDisabled();

    await userEvent.upload(screen.getByLabelText(/CSV 파일/), [csv('years.csv'), csv('terms.csv')]);
    await userEvent.click(screen.getByRole('button', { name: '변경 내용 확인' }));

    expect(await screen.findByText('추가되는 학번: 2027학번')).toBeInTheDocument();
    expect(screen.getByText('추가되는 학기: 2026년 1학기')).toBeInTheDocument();
    expect(screen.getByText('검사 결과가 바뀌는 회원: 3명')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/reference-data/import')[0]?.body).toEqual({
      dryRun: true,
      files: [
        { name: 'years.csv', content: 'id,year,semester\n' },
        { name: 'terms.csv', content: 'id,year,semester\n' },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('적용했습니다. 변경 기록에 남았습니다.')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/reference-data')).toHaveLength(2);
  });

  it('downloads the live data from 내보내기', async () => {
    const api = installRoutedApi({
      'GET /admin/reference-data': ok(STATUS),
      'GET /admin/reference-data/export': ok(new Blob(['PK'], { type: 'application/zip' })),
    });
    const createObjectURL = jest.fn(() => 'blob:export');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    try {
      renderQna('/qna/admin/reference-data');
      await userEvent.click(await screen.findByRole('button', { name: '내보내기' }));

      expect(
        await screen.findByText(
          '현재 자료를 내려받았습니다. 압축을 풀어 고친 뒤 아래에서 가져오세요.',
        ),
      ).toBeInTheDocument();
      expect(api.callsTo('GET /admin/reference-data/export')).toHaveLength(1);
      expect(clicked).toEqual(['smunity-reference-data.zip blob:export']);
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
    } finally {
      click.mockRestore();
    }
  });

  it('lists the errors of a refused upload by file and row, and offers no apply', async () => {
    installRoutedApi({
      'GET /admin/reference-data': ok(STATUS),
      'POST /admin/reference-data/import': apiError(
        400,
        'DATA001',
        '기준 데이터 파일에 오류가 있어 아무것도 바꾸지 않았습니다.',
        { 'terms.csv': 'terms.csv 2행: "year" 열의 값 "x"은(는) 정수가 아닙니다' },
      ),
    });
    renderQna('/qna/admin/reference-data');
    await screen.findByText('2025년 2학기');

    await userEvent.upload(screen.getByLabelText(/CSV 파일/), [csv('terms.csv')]);
    await userEvent.click(screen.getByRole('button', { name: '변경 내용 확인' }));

    expect(
      await screen.findByText('terms.csv 2행: "year" 열의 값 "x"은(는) 정수가 아닙니다'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '적용' })).toBeDisabled();
    expect(alertSpy()).not.toHaveBeenCalled();
  });

  it('shows the live data and an upload checked in English', async () => {
    installRoutedApi({
      'GET /admin/reference-data': ok(STATUS),
      'POST /admin/reference-data/import': ok({ status: 'dry-run', summary: SUMMARY }),
    });
    await renderQnaIn('en', '/qna/admin/reference-data');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reference data' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2nd semester 2025')).toBeInTheDocument();
    expect(screen.getByText(/2025, 2026 \(no curriculum: 2026\)/)).toBeInTheDocument();
    expect(screen.getByText('Imported data · 26-11-20 10:00')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Import log' });
    expect(within(log).getByText('26-11-20 10:00')).toBeInTheDocument();
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent(
      'Files changed: legacy_offerings_2017_2024.csv (added 812, changed 0, removed 0) · Timetable years added: 2026 · Members whose results changed: 0',
    );

    await userEvent.upload(screen.getByLabelText(/CSV files/), [csv('years.csv')]);
    await userEvent.click(screen.getByRole('button', { name: 'Check the changes' }));

    expect(
      await screen.findByText('Not applied yet. Check the changes, then press Apply.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Years of entry added: 2027')).toBeInTheDocument();
    expect(screen.getByText('Semesters added: 1st semester 2026')).toBeInTheDocument();
    expect(screen.getByText('Members whose results change: 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});

describe('the admins’ pages in English', () => {
  beforeEach(() => setMember(ADMIN));

  it('shows the dashboard’s figures, charts and failed mails in English', async () => {
    installRoutedApi({
      'GET /admin/stats': ok(STATS),
      'GET /admin/mail-failures': ok({ content: [FAILED_MAIL] }),
    });
    await renderQnaIn('en', '/qna/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(textsOf(tabs, 'link')).toEqual([
      'Dashboard',
      'Answer queue',
      'Manage admins',
      'Reference data',
    ]);
    expect(await screen.findByText('5.3 h')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Answer the unanswered questions (3)' }),
    ).toBeInTheDocument();
    const signups = screen.getByRole('figure', { name: /Sign-ups per week/ });
    expect(within(signups).getByText('Total: 4')).toBeInTheDocument();
    expect(within(signups).getByRole('row', { name: 'Week 48, 2026 4' })).toBeInTheDocument();
    const cohorts = screen.getByRole('figure', { name: 'Members by year of entry' });
    expect(textsOf(cohorts, 'listitem')).toEqual([
      'Entered before 20172',
      'Entered 202339',
      'Entered 2026 (curriculum of 2025)1',
    ]);
    const mails = await screen.findByRole('region', { name: 'Notification mails not sent' });
    const row = await within(mails).findByRole('row', { name: /전공선택 학점 질문/ });
    expect(row).toHaveTextContent('451 mailbox busy (tries: 6)');
    expect(
      within(row).getByRole('button', {
        name: 'Send the answer mail for “전공선택 학점 질문” again',
      }),
    ).toBeInTheDocument();
  });

  it('shows the answer queue in English', async () => {
    installRoutedApi({ 'GET /admin/questions': ok(pageOf([aQueued()])) });
    await renderQnaIn('en', '/qna/admin/questions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Answer queue' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Unanswered questions: 1');
    const table = screen.getByRole('table', { name: 'Unanswered questions' });
    expect(textsOf(table, 'columnheader')).toEqual([
      'Title',
      'Author',
      'Date',
      'Waiting',
      'Answer',
    ]);
    expect(within(table).getByText('Anonymous question')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Answer “졸업학점 질문”' })).toBeInTheDocument();
  });

  it('names the author of a question kept after its author withdrew in English', async () => {
    installRoutedApi({
      'GET /admin/questions': ok(
        pageOf([aQueued({ anonymous: false, author: '탈퇴한 회원', authorUsername: null })]),
      ),
    });
    await renderQnaIn('en', '/qna/admin/questions');

    const [row] = (await screen.findAllByRole('row')).slice(1);
    expect(within(row!).getByText('Former member')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('탈퇴한 회원');
  });

  it('asks for the student number of a new admin in English', async () => {
    installAdminsApi();
    await renderQnaIn('en', '/qna/admin/admins');
    await screen.findByRole('table', { name: 'Admins' });

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(alertSpy()).toHaveBeenCalledWith('Please enter a student number.');
  });
});
