import { screen } from '@testing-library/react';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { guardOf } from 'shared-ui/src/testing/markedGuards';
import { renderRemoteRoutes } from 'shared-ui/src/testing/renderRemoteRoutes';
import { routes } from './routes';

jest.mock('shared-auth', () =>
  jest.requireActual('shared-ui/src/testing/markedGuards').markedGuards(),
);

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

  it('shows the shared tab bar on terms, privacy and the list, with the current tab marked', async () => {
    renderRemoteRoutes(routes, AREA_PATHS.qna, ROUTES.QNA_PRIVACY);
    const tab = await screen.findByRole('link', { name: '개인정보처리방침' });
    expect(tab).toHaveAttribute('aria-current', 'page');
  });

  it('shows the question number on the detail page', async () => {
    renderRemoteRoutes(routes, AREA_PATHS.qna, ROUTES.qnaQuestion(7));
    expect(await screen.findByText('질문 #7')).toBeInTheDocument();
  });
});
