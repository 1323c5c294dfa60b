import { screen, waitFor, within } from '@testing-library/react';
import { clearMember, setMember, type MemberSession } from '@smunity/shared-auth';
import {
  ADMIN,
  currentLocation,
  installRoutedApi,
  MEMBER,
  ok,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestion, aQuestionPage } from './testing/board';
import { renderQna } from './testing/renderQna';

beforeEach(() => {
  installRoutedApi({
    'GET /courses/basis/reference': ok({
      curriculumTerm: { year: 2025, semester: '2학기' },
      timetable: null,
    }),
    'GET /questions': ok(aQuestionPage([])),
    'GET /questions/7': ok(aQuestion({ isAuthor: true })),
    'GET /questions/7/answer': { status: 404 },
    'GET /privacy/policy': ok({
      effectiveDate: '2026-11-26',
      officer: { name: null, email: null },
      googleAnalytics: false,
      loginCookie: { name: 'smunity_refresh', idleDays: 14, maxDays: 30 },
      collected: [],
    }),
  });
});

afterEach(() => clearMember());

type Guard = 'RequireAuth' | 'RequireAdmin' | undefined;

/** The least a visitor needs to pass `guard`, and who it turns away (with where they go). */
const GUARDS: Record<
  NonNullable<Guard>,
  { passes: MemberSession; refused: MemberSession | null; sentTo: string }
> = {
  RequireAuth: { passes: MEMBER, refused: null, sentTo: ROUTES.LOGIN },
  RequireAdmin: { passes: ADMIN, refused: MEMBER, sentTo: ROUTES.QNA_QUESTIONS },
};

describe('mfe_qna routes', () => {
  it.each<[string, string, Guard]>([
    [ROUTES.QNA_TERMS, '이용약관', undefined],
    [ROUTES.QNA_PRIVACY, '개인정보처리방침', undefined],
    [ROUTES.QNA_QUESTIONS, 'Q&A 게시판', undefined],
    [ROUTES.qnaQuestion(7), 'Q&A 게시판', undefined],
    [ROUTES.QNA_QUESTION_CREATE, '질문 등록', 'RequireAuth'],
    [ROUTES.qnaQuestionModify(7), '질문 수정', 'RequireAuth'],
    [ROUTES.qnaAnswer(7), '답변 등록', 'RequireAdmin'],
    [ROUTES.qnaAnswerModify(7), '답변 수정', 'RequireAdmin'],
  ])('%s shows the page heading %s (guard: %s)', async (url, heading, guard) => {
    if (guard) setMember(GUARDS[guard].passes);
    renderQna(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLocation()).toBe(url);
  });

  it.each<[string, string, NonNullable<Guard>]>([
    [ROUTES.QNA_QUESTION_CREATE, '질문 등록', 'RequireAuth'],
    [ROUTES.qnaQuestionModify(7), '질문 수정', 'RequireAuth'],
    [ROUTES.qnaAnswer(7), '답변 등록', 'RequireAdmin'],
    [ROUTES.qnaAnswerModify(7), '답변 수정', 'RequireAdmin'],
  ])('%s (%s) turns away whom %s refuses', async (url, heading, guard) => {
    const { refused, sentTo } = GUARDS[guard];
    if (refused) setMember(refused);
    renderQna(url);
    await waitFor(() => expect(currentLocation()).toBe(sentTo));
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  });

  it.each([ROUTES.qnaAnswer(7), ROUTES.qnaAnswerModify(7)])(
    'sends a visitor on %s to the login first',
    async (url) => {
      renderQna(url);
      await waitFor(() => expect(currentLocation()).toBe(ROUTES.LOGIN));
    },
  );

  it('sends non-admins from the answer pages back to the question list', async () => {
    setMember(MEMBER);
    renderQna(ROUTES.qnaAnswer(7));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Q&A 게시판' }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe(ROUTES.QNA_QUESTIONS);
  });

  it.each([
    [ROUTES.QNA_TERMS, '2025학년도 2학기'],
    [ROUTES.QNA_PRIVACY, '11. 개인정보처리방침의 변경'],
    [ROUTES.QNA_QUESTIONS, '질문이 없습니다.'],
  ])(
    '%s shows the shared tab bar after its header, with its own tab marked',
    async (url, content) => {
      renderQna(url);
      expect((await screen.findAllByText(content))[0]).toBeInTheDocument();
      const tabs = screen.getByRole('navigation', { name: '이용안내' });
      expect(within(tabs).getByRole('link', { current: 'page' })).toHaveAttribute('href', url);
      expect(
        screen.getByRole('heading', { level: 1 }).compareDocumentPosition(tabs) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    },
  );

  it('shows the board header on the board pages', async () => {
    renderQna(ROUTES.QNA_QUESTIONS);
    const header = screen.getByRole('heading', { level: 1, name: 'Q&A 게시판' }).parentElement;

    expect(header).toHaveTextContent('Q&A 게시판상명대 졸업요건 검사 사이트Q&A 게시판입니다.');
    expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
  });
});
