import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearMember, setMember } from '@smunity/shared-auth';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestion, aQuestionPage, EDITED_AT } from '../../../testing/board';
import {
  currentLocation,
  expectNoUnexpectedCalls,
  installRoutedApi,
  MEMBER,
  ok,
} from '@smunity/shared-auth/src/testing';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';
import {
  expectServerElementsKept,
  hydrateQna,
  unmountHydratedPages,
} from '../../../testing/hydrateQna';
import { FIRST_QUESTION_PAGE_URL } from '../api/questionsApi';
import { rowsOf, textsOf } from '@smunity/shared-ui/src/testing/texts';

const ANSWERED = aQuestion({
  id: 12,
  title: '다전공 학점은 어떻게 계산하나요?',
  author: '익명',
  answered: true,
  updatedAt: EDITED_AT,
});
const RECEIVED = aQuestion({ id: 11, title: '교양 영역 질문', author: '이상명' });
/** A question kept after its author withdrew: the api names the author so. */
const LEFT_BEHIND = aQuestion({ id: 10, title: '졸업 계획 질문', author: '탈퇴한 회원' });

afterEach(() => {
  unmountHydratedPages();
  clearMember();
  jest.restoreAllMocks();
  expectNoUnexpectedCalls();
});

describe('question list', () => {
  it('lists status, title, date (of the last change) and author, the title linking to the question', async () => {
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([ANSWERED, RECEIVED])) });
    renderQna(ROUTES.QNA_QUESTIONS);

    const table = await screen.findByRole('table', { name: '질문 목록' });
    expect(textsOf(table, 'columnheader')).toEqual(['상태', '제목', '작성일', '작성자']);
    expect(rowsOf(table)).toEqual([
      ['답변완료', '다전공 학점은 어떻게 계산하나요?', '25-03-02', '익명'],
      ['접수', '교양 영역 질문', '25-03-01', '이상명'],
    ]);
    expect(within(table).getByRole('link', { name: '교양 영역 질문' })).toHaveAttribute(
      'href',
      '/qna/questions/11',
    );
  });

  it('says so when there are no questions', async () => {
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([], 0)) });
    renderQna(ROUTES.QNA_QUESTIONS);

    expect(await screen.findByRole('cell', { name: '질문이 없습니다.' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('asks the api for the URL page minus one, and links the pages 1-based', async () => {
    const api = installRoutedApi({
      'GET /questions': ok(aQuestionPage([RECEIVED], 3)),
    });
    const pagesAsked = () => api.callsTo('GET /questions').map((call) => call.params);
    renderQna(`${ROUTES.QNA_QUESTIONS}?page=2`);

    const pages = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(pagesAsked()).toContainEqual({ page: 1 });
    expect(within(pages).getByRole('link', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pages).getByRole('link', { name: '다음' }));

    expect(currentLocation()).toBe('/qna/questions?page=3');
    await screen.findByRole('link', { name: '3 페이지', current: 'page' });
    expect(pagesAsked().at(-1)).toEqual({ page: 2 });
  });

  it.each(['0', '-1', 'abc', '1.5'])('reads ?page=%s as the first page', async (page) => {
    const api = installRoutedApi({ 'GET /questions': ok(aQuestionPage([RECEIVED])) });
    renderQna(`${ROUTES.QNA_QUESTIONS}?page=${page}`);

    await screen.findByRole('table', { name: '질문 목록' });
    expect(api.callsTo('GET /questions').map((call) => call.params)).toContainEqual({ page: 0 });
  });

  it('links 질문 등록 to the question form', async () => {
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([])) });
    renderQna(ROUTES.QNA_QUESTIONS);

    expect(await screen.findByRole('link', { name: '질문 등록' })).toHaveAttribute(
      'href',
      '/qna/questions/create',
    );
    await screen.findByText('질문이 없습니다.');
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    const api = installRoutedApi({ 'GET /questions': { status: 503 } });
    renderQna(ROUTES.QNA_QUESTIONS);

    expect(await screen.findByRole('alert')).toHaveTextContent('질문 목록을 불러오지 못했습니다.');
    api.reply({ 'GET /questions': ok(aQuestionPage([RECEIVED])) });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByRole('link', { name: '교양 영역 질문' })).toBeInTheDocument();
  });

  it('"내 질문": a member sees only their questions with their status', async () => {
    const api = installRoutedApi({
      'GET /questions': (call) =>
        ok(
          (call.params as { mine?: boolean }).mine
            ? aQuestionPage([RECEIVED])
            : aQuestionPage([ANSWERED, RECEIVED]),
        ),
    });
    setMember(MEMBER);
    renderQna(ROUTES.QNA_QUESTIONS);
    const filter = await screen.findByRole('navigation', { name: '질문 보기' });
    expect(within(filter).getByRole('link', { name: '전체' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(filter).getByRole('link', { name: '내 질문' }));
    expect(currentLocation()).toBe('/qna/questions?mine=1');
    await screen.findByRole('link', { name: '내 질문', current: 'page' });
    const table = await screen.findByRole('table', { name: '질문 목록' });
    await waitFor(() =>
      expect(rowsOf(table)).toEqual([['접수', '교양 영역 질문', '25-03-01', '이상명']]),
    );
    expect(api.calls.at(-1)?.params).toEqual({ page: 0, mine: true });
    // The member's token goes with it.
    expect(api.calls.at(-1)?.authorization).toBe(`Bearer ${MEMBER.accessToken}`);
  });

  it('has no "내 질문" for visitors, and shows them every question at ?mine=1', async () => {
    const api = installRoutedApi({ 'GET /questions': ok(aQuestionPage([ANSWERED, RECEIVED])) });
    renderQna(`${ROUTES.QNA_QUESTIONS}?mine=1`);
    await screen.findByRole('table', { name: '질문 목록' });
    expect(screen.queryByRole('navigation', { name: '질문 보기' })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.params).toEqual({ page: 0 });
  });
});

describe("a guest's board, rendered by the server with its first page (issue 27)", () => {
  const FIRST_PAGE = aQuestionPage([ANSWERED, RECEIVED], 2);

  it("is in the server's markup, and hydrated with no request, mismatch or replaced element", async () => {
    const api = installRoutedApi({});
    const page = await hydrateQna(ROUTES.QNA_QUESTIONS, { [FIRST_QUESTION_PAGE_URL]: FIRST_PAGE });

    expect(page.markup).toContain('다전공 학점은 어떻게 계산하나요?');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(rowsOf(screen.getByRole('table', { name: '질문 목록' }))).toEqual([
      ['답변완료', '다전공 학점은 어떻게 계산하나요?', '25-03-02', '익명'],
      ['접수', '교양 영역 질문', '25-03-01', '이상명'],
    ]);
    expect(screen.getByRole('link', { name: '2 페이지' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks the api for another page than the first, whatever the page holds', async () => {
    const api = installRoutedApi({ 'GET /questions': ok(aQuestionPage([RECEIVED], 2)) });
    await hydrateQna(`${ROUTES.QNA_QUESTIONS}?page=2`, { [FIRST_QUESTION_PAGE_URL]: FIRST_PAGE });

    expect(await screen.findByRole('link', { name: '교양 영역 질문' })).toBeInTheDocument();
    expect(screen.queryByText('다전공 학점은 어떻게 계산하나요?')).not.toBeInTheDocument();
    // Only for that page (twice perhaps: StrictMode runs the effects twice in development).
    const pagesAsked = new Set(api.calls.map((call) => JSON.stringify(call.params)));
    expect(pagesAsked).toEqual(new Set([JSON.stringify({ page: 1 })]));
  });
});

describe('question list in English', () => {
  it('names the board, its tabs, columns, statuses and an anonymous or withdrawn author in English', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([ANSWERED, RECEIVED, LEFT_BEHIND])) });
    await renderQnaIn('en', ROUTES.QNA_QUESTIONS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Q&A board' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Site information' });
    expect(textsOf(tabs, 'link')).toEqual(['Terms of use', 'Privacy policy', 'Q&A board']);
    expect(screen.getByRole('navigation', { name: 'Show questions' })).toHaveTextContent(
      'AllMy questions',
    );
    expect(screen.getByRole('link', { name: 'Ask a question' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(textsOf(table, 'columnheader')).toEqual(['Status', 'Title', 'Date', 'Author']);
    expect(rowsOf(table)).toEqual([
      ['Answered', '다전공 학점은 어떻게 계산하나요?', '25-03-02', 'Anonymous'],
      ['Received', '교양 영역 질문', '25-03-01', '이상명'],
      ['Received', '졸업 계획 질문', '25-03-01', 'Former member'],
    ]);
  });

  it('says in English that a member has asked nothing yet', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([], 0)) });
    await renderQnaIn('en', `${ROUTES.QNA_QUESTIONS}?mine=1`);

    expect(
      await screen.findByRole('cell', { name: 'You have not asked any questions yet.' }),
    ).toBeInTheDocument();
  });
});
