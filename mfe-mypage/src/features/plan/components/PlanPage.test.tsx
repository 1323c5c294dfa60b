import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSearchItem } from '@smunity/api-contract';
import { setMember } from '@smunity/shared-auth';
import {
  apiError,
  installRoutedApi,
  MEMBER as MEMBER_SESSION,
  noContent,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import {
  expectServerElementsKept,
  hydrateMypage,
  unmountHydratedPages,
} from '../../../testing/hydrateMypage';
import { planFor } from '../../../testing/planAnswers';
import { renderMypageArea, renderMypageAreaIn } from '../../../testing/renderMypageArea';
import { PLAN_PAGE_FIRST_READS } from '../api/planApi';

beforeEach(() => setMember(MEMBER_SESSION));
afterEach(() => resetSession());

it('shows one column per semester, moves a course by pinning it, and saves the choices', async () => {
  const api = installRoutedApi({
    'GET /plan': (call) => {
      const params = (call.params ?? {}) as { pins?: string };
      return ok(planFor(params.pins ?? '', false));
    },
    'PUT /plan': (call) => ok(planFor(JSON.stringify(call.body), true)),
  });
  renderMypageArea(ROUTES.MYPAGE_PLAN);

  expect(await screen.findByRole('heading', { name: '졸업 계획' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      '검사 기준: 2021학번 · 2025학년도 2학기 교육과정 · 개설 학기: 2017년 1학기–2024년 1학기 시간표',
    ),
  ).toBeInTheDocument();
  const columns = await screen.findAllByRole('listitem', { name: /학기$/ });
  expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
    '2026년 2학기',
    '2027년 1학기',
  ]);
  expect(screen.getByText(/전공선택 3학점 부족/)).toBeInTheDocument();
  // Nothing saved yet: the plan can be saved as it is, but nothing was changed either.
  expect(screen.getByRole('button', { name: '계획 저장' })).toBeEnabled();
  expect(screen.queryByText(/저장하지 않은 변경이 있습니다/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '알고리즘 다음 학기로 옮기기' }));

  await waitFor(() =>
    expect(
      screen.getByText('이 계획대로 들으면 2027년 1학기까지 졸업요건을 모두 채웁니다.'),
    ).toBeInTheDocument(),
  );
  expect(api.callsTo('GET /plan').at(-1)?.params).toEqual({
    until: '2027-1',
    maxCredits: 18,
    pins: 'HAEA0010@2027-1',
    excluded: '',
  });
  expect(screen.getByRole('status')).toHaveTextContent('알고리즘을(를) 2027년 1학기로 옮겼습니다.');
  expect(screen.getByText(/저장하지 않은 변경이 있습니다/)).toBeInTheDocument();
  const secondColumn = screen.getByRole('listitem', { name: '2027년 1학기' });
  expect(
    within(secondColumn).getByRole('button', { name: '알고리즘 고정 풀기' }),
  ).toBeInTheDocument();
  // The first column cannot move a course further back.
  expect(screen.getByRole('button', { name: '컴퓨터구조 이전 학기로 옮기기' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: '계획 저장' }));

  await waitFor(() => expect(screen.getByRole('button', { name: '저장됨' })).toBeDisabled());
  expect(screen.getByRole('status')).toHaveTextContent('졸업 계획을 저장했습니다.');
  expect(screen.queryByText(/저장하지 않은 변경이 있습니다/)).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('listitem', { name: '2027년 1학기' })).getByText('알고리즘'),
  ).toBeInTheDocument();
  expect(api.callsTo('PUT /plan').map((call) => call.body)).toEqual([
    {
      until: '2027-1',
      maxCredits: 18,
      pins: [{ number: 'HAEA0010', term: '2027-1' }],
      excluded: [],
    },
  ]);
});

it('moves a course dropped on another semester, as the buttons do', async () => {
  const api = installRoutedApi({
    'GET /plan': (call) =>
      ok(planFor(((call.params ?? {}) as { pins?: string }).pins ?? '', false)),
  });
  renderMypageArea(ROUTES.MYPAGE_PLAN);
  const target = await screen.findByRole('listitem', { name: '2027년 1학기' });

  fireEvent.drop(target, { dataTransfer: { getData: () => 'HAEA0010' } });

  await waitFor(() =>
    expect(api.callsTo('GET /plan').at(-1)?.params).toMatchObject({ pins: 'HAEA0010@2027-1' }),
  );
  expect(
    await within(target).findByRole('button', { name: '알고리즘 고정 풀기' }),
  ).toBeInTheDocument();
});

/** GET /plan's courses added in a term that is over, said until acknowledged. */
const DROPPED = {
  term: '2026-1',
  courses: [],
  dropped:
    '지난 학기(2025년 2학기)에 수강 중으로 추가한 과목(알고리즘)은 제외했습니다. 기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.',
};

describe('이번 학기 수강 중', () => {
  const ALGORITHMS_FOUND: CourseSearchItem = {
    number: 'HAEA0010',
    name: '알고리즘',
    credit: 3,
    usual: '2학기',
    department: '컴퓨터과학전공',
    category: 'MAJOR_OPTIONAL',
    otherDepartment: null,
  };

  /** The api: what was added is counted (in `inProgress`) and no longer planned. */
  function inProgressApi(taking: string[] = []) {
    const current = new Set(taking);
    return installRoutedApi({
      'GET /plan': () => {
        const plan = planFor('', false, {
          term: '2026-1',
          courses: [...current].map((number) => ({
            number,
            name: '알고리즘',
            credit: 3,
            category: 'MAJOR_OPTIONAL' as const,
          })),
          dropped: null,
        });
        return ok({
          ...plan,
          semesters: plan.semesters.map((semester) => ({
            ...semester,
            courses: semester.courses.filter((planned) => !current.has(planned.number)),
          })),
        });
      },
      'GET /plan/course-search': ok({ count: 1, content: [ALGORITHMS_FOUND] }),
      'POST /plan/in-progress-courses': (call) => {
        const { number } = call.body as { number: string };
        current.add(number);
        return { status: 201, data: { ...ALGORITHMS_FOUND, term: '2026-1' } };
      },
      'DELETE /plan/in-progress-courses/HAEA0010': () => {
        current.delete('HAEA0010');
        return noContent;
      },
    });
  }

  it('finds a course by name, adds it as being taken: counted, no longer planned, announced', async () => {
    const api = inProgressApi();
    renderMypageArea(ROUTES.MYPAGE_PLAN);
    const panel = await screen.findByRole('region', { name: '이번 학기 수강 중 (2026년 1학기)' });
    expect(within(panel).getByText('추가한 과목이 없습니다.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '2026년 2학기' })).getByText('알고리즘'),
    ).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('과목 검색'), ' 알고리즘 ');
    await userEvent.click(within(panel).getByRole('button', { name: '검색' }));

    expect(await within(panel).findByText('‘알고리즘’ 검색 결과 1개.')).toBeInTheDocument();
    expect(api.callsTo('GET /plan/course-search').map((call) => call.params)).toEqual([
      { query: '알고리즘', limit: 20 },
    ]);
    const results = within(panel).getByRole('list', { name: '검색 결과' });
    expect(
      within(results).getByText('HAEA0010 · 컴퓨터과학전공 · 전공선택 · 3학점 · 주로 2학기'),
    ).toBeInTheDocument();
    expect(within(results).queryByText(/다른 학과/)).not.toBeInTheDocument();
    // This term is 1학기: the student may add it, and is asked to check it.
    expect(
      within(results).getByText(
        '1학기에는 보통 열리지 않는 과목입니다. 같은 이름의 다른 과목이 아닌지 학수번호를 확인해 주세요.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(
      within(results).getByRole('button', { name: '알고리즘 수강 중으로 추가' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '알고리즘을(를) 이번 학기 수강 중으로 추가했습니다.',
      ),
    );
    expect(api.callsTo('POST /plan/in-progress-courses').map((call) => call.body)).toEqual([
      { number: 'HAEA0010' },
    ]);
    const taking = within(panel).getByRole('list', { name: '이번 학기 수강 중인 과목' });
    expect(within(taking).getByText('HAEA0010 · 3학점 · 전공선택')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: '알고리즘 추가됨' })).toBeDisabled();
    expect(within(panel).getByLabelText('과목 검색')).toHaveFocus();
    expect(
      within(screen.getByRole('listitem', { name: '2026년 2학기' })).queryByText('알고리즘'),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('‘지금’에는 이번 학기 수강 중인 과목도 들어 있습니다.'),
    ).toBeInTheDocument();
    // Clearing the field puts the results away.
    await userEvent.clear(within(panel).getByLabelText('과목 검색'));
    expect(within(panel).queryByRole('list', { name: '검색 결과' })).not.toBeInTheDocument();
  });

  it('says whose course a result is, and warns without refusing for another department’s', async () => {
    const api = installRoutedApi({
      'GET /plan': ok(planFor('', false)),
      'GET /plan/course-search': ok({
        count: 2,
        content: [
          {
            ...ALGORITHMS_FOUND,
            number: 'HBAA2210',
            usual: '매학기',
            department: '경영학부',
            category: 'ETC',
            otherDepartment: '경영학부',
          },
          {
            ...ALGORITHMS_FOUND,
            number: 'HAEA9999',
            usual: null,
            department: null,
            category: 'ETC',
          },
        ],
      }),
    });
    renderMypageArea(ROUTES.MYPAGE_PLAN);
    const panel = await screen.findByRole('region', { name: /^이번 학기 수강 중/ });

    await userEvent.type(within(panel).getByLabelText('과목 검색'), '알고리즘{Enter}');

    const results = await within(panel).findByRole('list', { name: '검색 결과' });
    const [other, unlisted] = within(results).getAllByRole('listitem');
    expect(other).toHaveTextContent('HBAA2210 · 경영학부 · 일반 · 3학점 · 주로 매학기');
    expect(other).toHaveTextContent(
      '다른 학과(경영학부)의 전공 과목입니다. 졸업요건 검사에서는 일반 학점으로 셉니다.',
    );
    expect(unlisted).toHaveTextContent('HAEA9999 · 시간표에 없는 과목 · 일반 · 3학점');
    expect(unlisted).not.toHaveTextContent('다른 학과');
    expect(within(other!).getByRole('button', { name: /추가$/ })).toBeEnabled();
    expect(api.callsTo('GET /plan/course-search')).toHaveLength(1);
  });

  it('in English, names when a result is usually offered, and still warns by the api’s words', async () => {
    installRoutedApi({
      'GET /plan': ok(planFor('', false)),
      'GET /plan/course-search': ok({
        count: 2,
        content: [ALGORITHMS_FOUND, { ...ALGORITHMS_FOUND, number: 'HAEA0011', usual: '매학기' }],
      }),
    });
    await renderMypageAreaIn('en', ROUTES.MYPAGE_PLAN);
    const panel = await screen.findByRole('region', { name: /^Taking this term/ });

    await userEvent.type(within(panel).getByLabelText('Find a course'), '알고리즘{Enter}');

    const results = await within(panel).findByRole('list', { name: 'Search results' });
    const [second, every] = within(results).getAllByRole('listitem');
    expect(second).toHaveTextContent(/ · usually 2nd semester/);
    // 2학기 only, and this term is 2026-1: the comparison runs on the api's Korean values.
    expect(second).toHaveTextContent('This course is not usually offered in the 1st semester.');
    expect(every).toHaveTextContent(/ · usually every semester/);
    expect(every).not.toHaveTextContent('not usually offered');
  });

  it('removes a course again and says so', async () => {
    const api = inProgressApi(['HAEA0010']);
    renderMypageArea(ROUTES.MYPAGE_PLAN);
    const panel = await screen.findByRole('region', { name: '이번 학기 수강 중 (2026년 1학기)' });

    await userEvent.click(within(panel).getByRole('button', { name: '알고리즘 빼기' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '알고리즘을(를) 이번 학기 수강 중에서 뺐습니다.',
      ),
    );
    expect(api.callsTo('DELETE /plan/in-progress-courses/HAEA0010')).toHaveLength(1);
    expect(within(panel).getByText('추가한 과목이 없습니다.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '2026년 2학기' })).getByText('알고리즘'),
    ).toBeInTheDocument();
  });

  it('alerts a search too short without asking the api, and the api’s refusal of an add', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = installRoutedApi({
      'GET /plan': ok(planFor('', false)),
      'GET /plan/course-search': ok({ count: 1, content: [ALGORITHMS_FOUND] }),
      'POST /plan/in-progress-courses': apiError(
        409,
        'PLAN001',
        '이미 이수한 과목은 이번 학기 수강 중으로 추가할 수 없습니다.',
      ),
    });
    renderMypageArea(ROUTES.MYPAGE_PLAN);
    const panel = await screen.findByRole('region', { name: /^이번 학기 수강 중/ });
    const field = within(panel).getByLabelText('과목 검색');

    await userEvent.type(field, ' 알{Enter}');

    expect(alert).toHaveBeenCalledWith('학수번호나 과목명을 2자 이상 입력해 주세요.');
    expect(field).toHaveFocus();
    expect(api.callsTo('GET /plan/course-search')).toHaveLength(0);

    await userEvent.type(field, '고{Enter}');
    await userEvent.click(
      await within(panel).findByRole('button', { name: '알고리즘 수강 중으로 추가' }),
    );

    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        '이미 이수한 과목은 이번 학기 수강 중으로 추가할 수 없습니다.',
      ),
    );
    expect(within(panel).getByText('추가한 과목이 없습니다.')).toBeInTheDocument();
    alert.mockRestore();
  });

  it('shows the notice of courses dropped with a term that is over, then acknowledges it', async () => {
    const api = installRoutedApi({
      'GET /plan': ok(planFor('', false, DROPPED)),
      'DELETE /plan/dropped-in-progress-courses': noContent,
    });
    renderMypageArea(ROUTES.MYPAGE_PLAN);

    expect(await screen.findByText(DROPPED.dropped as string)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('DELETE /plan/dropped-in-progress-courses')).not.toHaveLength(0),
    );
    // Kept for the visit.
    expect(screen.getByText(DROPPED.dropped as string)).toBeInTheDocument();
  });

  it('acknowledges nothing when nothing was dropped', async () => {
    const api = installRoutedApi({ 'GET /plan': ok(planFor('', false)) });
    renderMypageArea(ROUTES.MYPAGE_PLAN);

    expect(await screen.findByRole('button', { name: '계획 저장' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /plan']);
  });
});

describe('plan page: rendered by the server with its answers (issue 27)', () => {
  const ANSWERS = { '/api/v1/plan': planFor('', true) };
  const BASIS_TEXT =
    '검사 기준: 2021학번 · 2025학년도 2학기 교육과정 · 개설 학기: 2017년 1학기–2024년 1학기 시간표';

  afterEach(() => unmountHydratedPages());

  it('holds the answer under the one URL its route has the server ask', () => {
    expect(Object.keys(ANSWERS)).toEqual(PLAN_PAGE_FIRST_READS);
  });

  it('is in the server’s markup, and hydrated with no request, mismatch or replaced element', async () => {
    const api = installRoutedApi({});
    const page = await hydrateMypage(ROUTES.MYPAGE_PLAN, ANSWERS, MEMBER_SESSION);

    expect(page.markup).toContain('알고리즘');
    expect(page.markup).toContain('2021학번 · 2025학년도 2학기 교육과정');
    expect(page.markup).not.toContain('불러오는 중');
    expect(page.markup).not.toContain(MEMBER_SESSION.accessToken);
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(screen.getByText(BASIS_TEXT)).toBeInTheDocument();
    const columns = screen.getAllByRole('listitem', { name: /학기$/ });
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      '2026년 2학기',
      '2027년 1학기',
    ]);
    expect(screen.getByRole('button', { name: '저장됨' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('keeps its choices disabled until hydrated: hydration would undo a choice made before', async () => {
    const api = installRoutedApi({});
    const page = await hydrateMypage(ROUTES.MYPAGE_PLAN, ANSWERS, MEMBER_SESSION);

    const serverSelects = page.markup.match(/<select[^>]*>/g) ?? [];
    expect(serverSelects).toHaveLength(2);
    for (const select of serverSelects) expect(select).toMatch(/ disabled=""/);
    const target = screen.getByRole('combobox', { name: '졸업 목표 학기' });
    expect(target).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '학기당 최대 학점' })).toBeEnabled();

    // Choosing the target already chosen is no change: nothing asked, nothing announced.
    fireEvent.change(target, { target: { value: (target as HTMLSelectElement).value } });
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('acknowledges the notice of dropped courses once hydrated: the server’s read changed nothing', async () => {
    const api = installRoutedApi({ 'DELETE /plan/dropped-in-progress-courses': noContent });
    const page = await hydrateMypage(
      ROUTES.MYPAGE_PLAN,
      { '/api/v1/plan': planFor('', true, DROPPED) },
      MEMBER_SESSION,
    );

    expect(page.markup).toContain('에 수강 중으로 추가한 과목(알고리즘)은 제외했습니다.');
    expect(page.loggedErrors).toEqual([]);
    expect(screen.getByText(DROPPED.dropped)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('DELETE /plan/dropped-in-progress-courses')).not.toHaveLength(0),
    );
  });

  it('loads the plan as before when its answer is missing', async () => {
    const api = installRoutedApi({ 'GET /plan': ok(planFor('', true)) });
    const page = await hydrateMypage(ROUTES.MYPAGE_PLAN, {}, MEMBER_SESSION);

    expect(page.markup).toContain('졸업 계획 불러오는 중…');
    expect(await screen.findByText(BASIS_TEXT)).toBeInTheDocument();
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expect(await screen.findByRole('button', { name: '저장됨' })).toBeDisabled();
    expect(new Set(api.calls.map((call) => call.url))).toEqual(new Set(['/plan']));
    // The saved choices' plan: no query.
    for (const call of api.callsTo('GET /plan')) expect(call.params).toBeUndefined();
  });
});

it('tells a student who needs nothing more so, without an empty plan, and offers this term as the target', async () => {
  const finished = {
    ...planFor('', true),
    until: '2026-1',
    semesters: [],
    unmet: [],
    feasible: true,
    inProgress: {
      term: '2026-1',
      courses: [
        {
          number: 'HAEA0010',
          name: '알고리즘',
          credit: 3,
          category: 'MAJOR_OPTIONAL' as const,
          usual: '1학기' as const,
        },
      ],
      dropped: null,
    },
  };
  installRoutedApi({ 'GET /plan': ok(finished) });
  renderMypageArea(ROUTES.MYPAGE_PLAN);

  expect(
    await screen.findByText(
      '이번 학기(2026년 1학기) 수강 중인 과목까지 마치면 졸업요건을 모두 채웁니다. 더 들어야 할 과목이 없습니다.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '학기별 계획' })).not.toBeInTheDocument();
  expect(screen.queryByText(/이 계획대로 들으면/)).not.toBeInTheDocument();
  const target = screen.getByRole('combobox', { name: '졸업 목표 학기' });
  expect(within(target).getAllByRole('option')[0]).toHaveTextContent('2026년 1학기 (이번 학기)');
  expect(target).toHaveValue('2026-1');
});

describe('plan page in English', () => {
  it('names the semesters, the verdict, the buttons and what changed in English', async () => {
    installRoutedApi({
      'GET /plan': (call) =>
        ok(planFor(((call.params ?? {}) as { pins?: string }).pins ?? '', false)),
    });
    await renderMypageAreaIn('en', ROUTES.MYPAGE_PLAN);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Graduation plan' }),
    ).toBeInTheDocument();
    const columns = await screen.findAllByRole('listitem', { name: /semester \d{4}$/ });
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      '2nd semester 2026',
      '1st semester 2027',
    ]);
    // The api's 2학기 of when a course is usually offered.
    expect(
      within(columns[0]!).getByText(
        'HAEA0010 · 3 credits · Major elective · offered in 2nd semester',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeEnabled();
    expect(
      screen.getByRole('combobox', { name: 'Maximum credits per semester' }),
    ).toHaveDisplayValue('18 credits');
    // The requirement's name and the reason are the api's.
    expect(screen.getByText(/: 3 credits short/)).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Move 알고리즘 to the next semester' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Moved 알고리즘 to 1st semester 2027.'),
    );
    expect(
      screen.getByText(
        'With this plan you meet every graduation requirement by 1st semester 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have unsaved changes\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Taking this term/ })).toBeInTheDocument();
  });
});
