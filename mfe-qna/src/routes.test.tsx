import { screen, within } from '@testing-library/react';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { guardOf } from 'shared-ui/src/testing/markedGuards';
import { renderRemoteRoutes } from 'shared-ui/src/testing/renderRemoteRoutes';
import { routes } from './routes';
import { aQuestion, aQuestionPage, ok } from './testing/board';
import { installQnaApi } from './testing/fakeApi';

// The real shared-auth, with guards that let everyone in and say where they sit.
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  ...jest.requireActual('shared-ui/src/testing/markedGuards').markedGuards(),
}));

beforeEach(() => {
  installQnaApi({
    'GET /terms/current': ok({ id: 6, year: 2025, semester: '2학기' }),
    'GET /questions': ok(aQuestionPage([])),
    'GET /questions/7': ok(aQuestion()),
    'GET /questions/7/answer': { status: 404 },
  });
});

describe('mfe_qna routes', () => {
  it.each([
    [ROUTES.QNA_TERMS, '이용약관', undefined],
    [ROUTES.QNA_PRIVACY, '개인정보처리방침', undefined],
    [ROUTES.QNA_QUESTIONS, 'Q&A 게시판', undefined],
    [ROUTES.qnaQuestion(7), 'Q&A 게시판', undefined],
    [ROUTES.QNA_QUESTION_CREATE, '질문 등록', 'RequireAuth'],
    [ROUTES.qnaQuestionModify(7), '질문 수정', 'RequireAuth'],
    [ROUTES.qnaAnswer(7), '답변 등록', 'RequireAdmin'],
    [ROUTES.qnaAnswerModify(7), '답변 수정', 'RequireAdmin'],
  ])('%s shows the page heading %s (guard: %s)', async (url, heading, guard) => {
    renderRemoteRoutes(routes, AREA_PATHS.qna, url);
    const pageHeading = await screen.findByRole('heading', { level: 1, name: heading });
    expect(guardOf(pageHeading).name).toBe(guard);
  });

  it('sends non-admins from the answer pages back to the question list', async () => {
    renderRemoteRoutes(routes, AREA_PATHS.qna, ROUTES.qnaAnswer(7));
    const pageHeading = await screen.findByRole('heading', { level: 1, name: '답변 등록' });
    expect(guardOf(pageHeading).redirectTo).toBe(ROUTES.QNA_QUESTIONS);
  });

  it.each([
    [ROUTES.QNA_TERMS, '2025학년도 2학기'],
    [ROUTES.QNA_PRIVACY, '5. 기타'],
    [ROUTES.QNA_QUESTIONS, '질문이 없습니다.'],
  ])(
    '%s shows the shared tab bar after its header, with its own tab marked',
    async (url, content) => {
      renderRemoteRoutes(routes, AREA_PATHS.qna, url);
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
    renderRemoteRoutes(routes, AREA_PATHS.qna, ROUTES.QNA_QUESTIONS);
    const header = screen.getByRole('heading', { level: 1, name: 'Q&A 게시판' }).parentElement;

    expect(header).toHaveTextContent('Q&A 게시판상명대 졸업요건 검사 사이트Q&A 게시판입니다.');
    expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
  });
});
