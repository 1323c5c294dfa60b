import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverRenderReady } from '@smunity/mf-platform/src/serverRender';
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
import { aQuestion, anAnswer, aQuestionPage, EDITED_AT } from '../../../testing/board';
import {
  expectServerElementsKept,
  hydrateQna,
  unmountHydratedPages,
} from '../../../testing/hydrateQna';
import { boardPageTests } from '../../../testing/boardPageTests';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';
import { QUESTION_URL_PATTERN } from '../api/questionsApi';

const QUESTION_URL = ROUTES.qnaQuestion(7);

// The Markdown renderer is a lazy chunk: loaded once up front, as a render on the server loads it
// first, so the server's markup has the Markdown rendered and each test's wait is short.
beforeAll(() => serverRenderReady());

// Before the member is signed out (boardPageTests), so no hydrated page answers that.
afterEach(() => unmountHydratedPages());
const alertSpy = boardPageTests();

let confirmSpy: jest.SpyInstance<boolean, [string?]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});

/** Lets the replies already sent through the clients reach the page. */
async function settleResponses() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function findQuestionSection() {
  return screen.findByRole('region', { name: '질문' });
}

describe('question page', () => {
  it('shows status and title, the question as Markdown with its line breaks, author and date', async () => {
    installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
    renderQna(QUESTION_URL);

    const question = await findQuestionSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('[접수] 졸업학점 질문');
    await waitFor(() =>
      expect(within(question).getByText(/전공선택 학점이/).innerHTML).toBe(
        '전공선택 학점이<br>\n부족한가요?',
      ),
    );
    expect(within(question).getByText('김상명')).toBeInTheDocument();
    expect(within(question).getByText('25-03-01 10:02')).toHaveAttribute(
      'datetime',
      '2025-03-01T01:02:00.000Z',
    );
  });

  it('gives a visitor nothing to change, and asks for no answer the question does not have', async () => {
    const api = installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
    renderQna(QUESTION_URL);

    await findQuestionSection();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /수정|답변 등록/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '답변' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/questions/7']);
  });

  it('shows the answer of an answered question, and the time of an edit', async () => {
    installRoutedApi({
      'GET /questions/7': ok(aQuestion({ answered: true, updatedAt: EDITED_AT })),
      'GET /questions/7/answer': ok(anAnswer({ updatedAt: '2025-03-03T00:00:00.000Z' })),
    });
    renderQna(QUESTION_URL);

    const answer = await screen.findByRole('region', { name: '답변' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('[답변완료] 졸업학점 질문');
    expect(await within(answer).findByText('네', { selector: 'strong' })).toBeInTheDocument();
    expect(within(answer).getByText('25-03-03 09:00 (수정)')).toBeInTheDocument();
    expect(
      within(await findQuestionSection()).getByText('25-03-02 12:04 (수정)'),
    ).toBeInTheDocument();
    expect(within(answer).queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats an answer the api refuses as no answer', async () => {
    const api = installRoutedApi({
      'GET /questions/7': ok(aQuestion({ answered: true })),
      'GET /questions/7/answer': apiError(404, 'ANSWER001', '해당 답변을 찾을 수 없습니다.'),
    });
    renderQna(QUESTION_URL);

    await findQuestionSection();
    await waitFor(() => expect(api.callsTo('GET /questions/7/answer')).toHaveLength(1));
    await settleResponses();
    expect(screen.queryByRole('region', { name: '답변' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'an unknown question',
      '/questions/404',
      apiError(404, 'QUESTION001', '해당 질문을 찾을 수 없습니다.'),
    ],
    [
      'an id that is no number',
      '/questions/abc',
      apiError(400, 'COMMON005', '잘못된 요청 값입니다.'),
    ],
  ])('says the question cannot be found for %s', async (_case, path, reply) => {
    installRoutedApi({ [`GET ${path}`]: reply });
    renderQna(`/qna${path}`);

    expect(await screen.findByText('해당 질문을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(document.title).toBe('질문을 찾을 수 없습니다 · SMUNITY');
    expect(screen.getByRole('link', { name: 'Q&A 게시판으로 돌아가기' })).toHaveAttribute(
      'href',
      '/qna/questions',
    );
  });

  it('names the question in the title once it is there', async () => {
    installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
    renderQna(QUESTION_URL);

    await findQuestionSection();
    expect(document.title).toBe(`${aQuestion().title} · Q&A 게시판 · SMUNITY`);
  });

  it('offers a retry when the question cannot be loaded', async () => {
    const api = installRoutedApi({ 'GET /questions/7': { status: 502 } });
    renderQna(QUESTION_URL);

    expect(await screen.findByRole('alert')).toHaveTextContent('질문을 불러오지 못했습니다.');
    api.reply({ 'GET /questions/7': ok(aQuestion()) });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await findQuestionSection()).toBeInTheDocument();
  });

  describe('for its author', () => {
    beforeEach(() => setMember(MEMBER));

    it('asks the api as the member, and offers 수정 and 삭제', async () => {
      const api = installRoutedApi({ 'GET /questions/7': ok(aQuestion({ isAuthor: true })) });
      renderQna(QUESTION_URL);

      const question = await findQuestionSection();
      expect(api.callsTo('GET /questions/7')[0]?.authorization).toBe('Bearer access-1');
      expect(within(question).getByRole('link', { name: '수정' })).toHaveAttribute(
        'href',
        '/qna/questions/7/modify',
      );
      expect(within(question).getByRole('button', { name: '삭제' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '답변 등록' })).not.toBeInTheDocument();
    });

    it('deletes the question after a confirmation and goes to the list', async () => {
      const api = installRoutedApi({
        'GET /questions/7': ok(aQuestion({ isAuthor: true })),
        'DELETE /questions/7': noContent,
        'GET /questions': ok(aQuestionPage([])),
      });
      renderQna(QUESTION_URL);

      await userEvent.click(
        within(await findQuestionSection()).getByRole('button', { name: '삭제' }),
      );

      expect(confirmSpy).toHaveBeenCalledWith('선택한 질문을 정말 삭제하시겠습니까?');
      expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
      expect(currentLocation()).toBe('/qna/questions');
      expect(api.callsTo('DELETE /questions/7')).toHaveLength(1);
    });

    it('keeps the question when the confirmation is declined', async () => {
      confirmSpy.mockReturnValue(false);
      installRoutedApi({ 'GET /questions/7': ok(aQuestion({ isAuthor: true })) });
      renderQna(QUESTION_URL);

      await userEvent.click(
        within(await findQuestionSection()).getByRole('button', { name: '삭제' }),
      );

      expect(currentLocation()).toBe(QUESTION_URL);
    });

    it('alerts the api’s message when the deletion is refused', async () => {
      installRoutedApi({
        'GET /questions/7': ok(aQuestion({ isAuthor: true })),
        'DELETE /questions/7': apiError(403, 'MEMBER001', '사용자 권한이 없습니다.'),
      });
      renderQna(QUESTION_URL);

      await userEvent.click(
        within(await findQuestionSection()).getByRole('button', { name: '삭제' }),
      );

      expect(alertSpy()).toHaveBeenCalledWith('사용자 권한이 없습니다.');
      expect(currentLocation()).toBe(QUESTION_URL);
    });
  });

  it('gives another member nothing to change', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /questions/7': ok(aQuestion({ isAuthor: false })) });
    renderQna(QUESTION_URL);

    await findQuestionSection();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /수정|답변 등록/ })).not.toBeInTheDocument();
  });

  describe('for an admin', () => {
    beforeEach(() => setMember(ADMIN));

    it('offers 답변 등록 while unanswered, and 수정 and 삭제 of anyone’s question', async () => {
      installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
      renderQna(QUESTION_URL);

      const question = await findQuestionSection();
      expect(within(question).getByRole('link', { name: '답변 등록' })).toHaveAttribute(
        'href',
        '/qna/questions/7/answer',
      );
      expect(within(question).getByRole('link', { name: '수정' })).toBeInTheDocument();
      expect(within(question).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    });

    it('offers 수정 and 삭제 of the answer, and no second 답변 등록', async () => {
      installRoutedApi({
        'GET /questions/7': ok(aQuestion({ answered: true })),
        'GET /questions/7/answer': ok(anAnswer()),
      });
      renderQna(QUESTION_URL);

      const answer = await screen.findByRole('region', { name: '답변' });
      expect(within(answer).getByRole('link', { name: '수정' })).toHaveAttribute(
        'href',
        '/qna/questions/7/answer/modify',
      );
      expect(within(answer).getByRole('button', { name: '삭제' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '답변 등록' })).not.toBeInTheDocument();
    });

    it('deletes the answer after a confirmation and shows the question as it now is', async () => {
      const api = installRoutedApi({
        'GET /questions/7': ok(aQuestion({ answered: true })),
        'GET /questions/7/answer': ok(anAnswer()),
        'DELETE /questions/7/answer': noContent,
      });
      renderQna(QUESTION_URL);
      const answer = await screen.findByRole('region', { name: '답변' });
      api.reply({ 'GET /questions/7': ok(aQuestion({ answered: false })) });

      await userEvent.click(within(answer).getByRole('button', { name: '삭제' }));

      expect(confirmSpy).toHaveBeenCalledWith('선택한 답변을 정말 삭제하시겠습니까?');
      expect(
        await screen.findByRole('heading', { level: 2, name: '[접수] 졸업학점 질문' }),
      ).toHaveFocus();
      expect(screen.queryByRole('region', { name: '답변' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '답변 등록' })).toBeInTheDocument();
      expect(api.callsTo('DELETE /questions/7/answer')[0]?.authorization).toBe('Bearer access-1');
      expect(currentLocation()).toBe(QUESTION_URL);
    });

    it('keeps the answer when the confirmation is declined', async () => {
      confirmSpy.mockReturnValue(false);
      const api = installRoutedApi({
        'GET /questions/7': ok(aQuestion({ answered: true })),
        'GET /questions/7/answer': ok(anAnswer()),
      });
      renderQna(QUESTION_URL);

      const answer = await screen.findByRole('region', { name: '답변' });
      await userEvent.click(within(answer).getByRole('button', { name: '삭제' }));

      expect(screen.getByRole('region', { name: '답변' })).toBeInTheDocument();
      expect(api.callsTo('DELETE /questions/7/answer')).toHaveLength(0);
    });
  });
});

describe("a guest's question page, rendered by the server with the question (issue 27)", () => {
  // The key the shell's server writes: the route's data URL with the path's id in it.
  const QUESTION_DATA_URL = QUESTION_URL_PATTERN.replace(':id', '7');

  it("is in the server's markup, and hydrated with no request, mismatch or replaced element", async () => {
    const api = installRoutedApi({});
    const page = await hydrateQna(QUESTION_URL, { [QUESTION_DATA_URL]: aQuestion() });

    expect(page.markup).toContain('졸업학점 질문');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('[접수] 졸업학점 질문');
    const question = screen.getByRole('region', { name: '질문' });
    expect(within(question).getByText('25-03-01 10:02')).toBeInTheDocument();
    // The question's Markdown as the server rendered it (a paragraph with its line break), kept.
    const text = within(question).getByText(/전공선택 학점이/);
    expect(text.tagName).toBe('P');
    expect(text.querySelector('br')).not.toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("has an answered question's answer in its markup too, hydrated with no request", async () => {
    const api = installRoutedApi({});
    const page = await hydrateQna(QUESTION_URL, {
      [QUESTION_DATA_URL]: aQuestion({ answered: true }),
      // The answer's URL as the answers feature asks for it (ANSWER_URL_PATTERN at this id).
      [`${QUESTION_DATA_URL}/answer`]: anAnswer(),
    });

    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(page.markup).toContain('3학점 부족합니다.');
    expect(screen.getByRole('region', { name: '답변' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks for the answer of an answered question when the page does not hold it', async () => {
    const api = installRoutedApi({ 'GET /questions/7/answer': ok(anAnswer()) });
    const page = await hydrateQna(QUESTION_URL, {
      [QUESTION_DATA_URL]: aQuestion({ answered: true }),
    });

    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(await screen.findByRole('region', { name: '답변' })).toBeInTheDocument();
    // Only for the answer (twice perhaps: StrictMode runs the effects twice in development).
    expect(new Set(api.calls.map((call) => call.url))).toEqual(new Set(['/questions/7/answer']));
  });

  it('asks the api for another question than the one the page holds', async () => {
    const api = installRoutedApi({ 'GET /questions/8': ok(aQuestion({ id: 8, title: '8번' })) });
    await hydrateQna(ROUTES.qnaQuestion(8), { [QUESTION_DATA_URL]: aQuestion() });

    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('[접수] 8번');
    expect(new Set(api.calls.map((call) => call.url))).toEqual(new Set(['/questions/8']));
  });
});

describe('question page in English', () => {
  it('shows the status, sections, buttons and the edit mark in English', async () => {
    setMember(ADMIN);
    installRoutedApi({
      'GET /questions/7': ok(aQuestion({ answered: true, author: '익명', updatedAt: EDITED_AT })),
      'GET /questions/7/answer': ok(anAnswer()),
    });
    await renderQnaIn('en', QUESTION_URL);

    const question = await screen.findByRole('region', { name: 'Question' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('[Answered] 졸업학점 질문');
    expect(within(question).getByText('Anonymous')).toBeInTheDocument();
    expect(within(question).getByText('25-03-02 12:04 (edited)')).toBeInTheDocument();
    expect(within(question).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Answer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('졸업학점 질문 · Q&A board'));
  });

  it('says in English that there is no such question', async () => {
    installRoutedApi({
      'GET /questions/7': apiError(404, 'QUESTION001', '해당 질문을 찾을 수 없습니다.'),
    });
    await renderQnaIn('en', QUESTION_URL);

    expect(await screen.findByText('This question could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Q&A board' })).toBeInTheDocument();
  });
});
