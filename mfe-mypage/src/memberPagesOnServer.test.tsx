/**
 * @jest-environment node
 */
// The shell's server renders a member's result and plan page in Node (no window, no document, no
// cookie, the server's clock and time zone) with their first api answers and the member's name
// and role (issue 27); the browser hydrates that markup (ResultPage.test.tsx, PlanPage.test.tsx),
// so nothing of it may depend on where it is rendered, and it holds no token.
import { renderAreaOnServer } from '@smunity/shared-auth/src/testing/hydrateArea';
import { MEMBER } from '@smunity/shared-auth/src/testing';
import { AREA_PATHS, ROUTES } from '@smunity/shared-ui';
import { routes } from './routes';
import { BASIS, planFor } from './testing/planAnswers';
import { resultAnswers, SINGLE, SINGLE_CATEGORIES } from './testing/resultAnswers';

const MYPAGE_PAGES = { routes, area: AREA_PATHS.mypage };

/** What the server's session holds for a token (shared-auth's renderForMember): never shown. */
const SERVER_TOKEN_STAND_IN = 'rendered-on-the-server';

describe("a member's result and plan page rendered in Node with their first answers", () => {
  it('run where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('render the result with its own title, no loading state, no printed date and no token', () => {
    const { markup, title } = renderAreaOnServer(
      MYPAGE_PAGES,
      ROUTES.MYPAGE_RESULT,
      resultAnswers(SINGLE, SINGLE_CATEGORIES),
      MEMBER,
    );

    expect(title).toBe('졸업요건 검사 결과 · SMUNITY');
    expect(markup).not.toContain('<title>');
    expect(markup).toContain('201910101 김상명');
    expect(markup).toContain('aria-label="전공심화 이수율 80%"');
    expect(markup).not.toContain('검사 결과 불러오는 중');
    expect(markup).toContain('<dt>출력일</dt><dd></dd>');
    expect(markup).not.toContain(SERVER_TOKEN_STAND_IN);
  });

  it('render the plan with its basis, and no token', () => {
    const { markup } = renderAreaOnServer(
      MYPAGE_PAGES,
      ROUTES.MYPAGE_PLAN,
      { '/api/v1/plan': planFor('', true), '/api/v1/courses/basis': BASIS },
      MEMBER,
    );

    expect(markup).toContain('알고리즘');
    expect(markup).toContain('2021학번 · 2025학년도 2학기 교육과정');
    expect(markup).not.toContain('불러오는 중');
    expect(markup).not.toContain(SERVER_TOKEN_STAND_IN);
  });

  it('render nothing of the pages for a guest (RequireAuth sends them to the login)', () => {
    const { markup } = renderAreaOnServer(
      MYPAGE_PAGES,
      ROUTES.MYPAGE_PLAN,
      { '/api/v1/plan': planFor('', true), '/api/v1/courses/basis': BASIS },
      null,
    );

    expect(markup).not.toContain('알고리즘');
  });
});
