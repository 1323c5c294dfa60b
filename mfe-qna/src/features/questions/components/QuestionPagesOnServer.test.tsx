/**
 * @jest-environment node
 */
// The shell's server renders a guest's board and question page in Node (no window, no document,
// the server's time zone) with their first api answers (issue 27); the browser hydrates that
// markup (QuestionListPage.test.tsx, QuestionDetailPage.test.tsx), so what the data renders must
// not depend on where it is rendered. Dates are Korea's in any zone (shared-ui's format.test.ts
// runs them in several).
import { serverRenderReady } from '@smunity/mf-platform/src/serverRender';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestion, aQuestionPage, EDITED_AT, WRITTEN_AT } from '../../../testing/board';
import { renderOnServer } from '../../../testing/hydrateQna';
import { FIRST_QUESTION_PAGE_URL, QUESTION_URL_PATTERN } from '../api/questionsApi';

const WRITTEN = aQuestion({ id: 7, title: '졸업학점 질문', author: '김상명' });
const EDITED = aQuestion({ id: 8, title: '교양 질문', answered: true, updatedAt: EDITED_AT });

describe("a guest's question pages rendered in Node with their first answers", () => {
  // As the remote's render bundle does before it renders (mf-platform/build/first-views.js).
  beforeAll(() => serverRenderReady());

  it('run where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it("render the board's questions with their Korean dates, and nothing for a member", () => {
    const markup = renderOnServer(ROUTES.QNA_QUESTIONS, {
      [FIRST_QUESTION_PAGE_URL]: aQuestionPage([EDITED, WRITTEN], 2),
    });

    expect(markup).toContain('>교양 질문</a>');
    expect(markup).toContain(`<time dateTime="${EDITED_AT}">25-03-02</time>`);
    expect(markup).toContain(`<time dateTime="${WRITTEN_AT}">25-03-01</time>`);
    expect(markup).toContain('aria-label="2 페이지"');
    expect(markup).not.toContain('질문 보기'); // a member's 전체 / 내 질문
    expect(markup).not.toContain('불러오는 중');
  });

  it('render a question with its Korean time, its Markdown, and no buttons', () => {
    const markup = renderOnServer(ROUTES.qnaQuestion(8), {
      [QUESTION_URL_PATTERN.replace(':id', '8')]: EDITED,
    });

    expect(markup).toContain('[답변완료] 교양 질문</h2>');
    expect(markup).toContain(`<time dateTime="${EDITED_AT}">25-03-02 12:04 (수정)</time>`);
    expect(markup).toContain(
      '<div class="qna-post__body"><div class="qna-markdown"><p>전공선택 학점이<br/>\n<!-- -->부족한가요?</p></div></div>',
    );
    expect(markup).not.toContain('<button');
    expect(markup).not.toContain('불러오는 중');
  });
});
