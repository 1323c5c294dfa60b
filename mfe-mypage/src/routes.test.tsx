import { screen, waitFor } from '@testing-library/react';
import { memberFirstData } from '@smunity/mf-platform/src/firstViews';
import { API_BASE_URL, setMember } from '@smunity/shared-auth';
import {
  currentLocation,
  installRoutedApi,
  MEMBER,
  resetSession,
  unanswered,
  type RecordedCall,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { routes } from './routes';
import { renderMypageArea } from './testing/renderMypageArea';

// The pages' data never arrives: only the routes, their guard and what they ask first are under
// test here.
let calls: RecordedCall[];
beforeEach(() => {
  ({ calls } = installRoutedApi({}, { otherwise: unanswered }));
});
afterEach(() => resetSession());

describe('mfe_mypage routes', () => {
  it.each([
    [ROUTES.MYPAGE, '마이페이지'],
    [ROUTES.MYPAGE_RESULT, '졸업요건 검사 결과'],
  ])('%s shows the page heading %s, for members only', async (url, heading) => {
    setMember(MEMBER);
    renderMypageArea(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLocation()).toBe(url);
  });

  it.each([
    [ROUTES.MYPAGE, '마이페이지'],
    [ROUTES.MYPAGE_RESULT, '졸업요건 검사 결과'],
  ])('%s (%s) sends visitors to the login', async (url, heading) => {
    renderMypageArea(url);
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.LOGIN));
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  });

  describe("the reads a members' page names for the shell's server to preload (docs/adr/0042)", () => {
    const preloaded = memberFirstData(routes);

    it('are named for the result and the plan pages', () => {
      expect(Object.keys(preloaded).sort()).toEqual(['plan', 'result']);
    });

    // A preload that is not asked for exactly (path and query) is fetched twice and warned about.
    it.each(Object.keys(preloaded))(
      '/mypage/%s asks first exactly the reads its handle names',
      async (path) => {
        setMember(MEMBER);
        renderMypageArea(`${ROUTES.MYPAGE}/${path}`);
        const expected = [...(preloaded[path] ?? [])].sort();
        await waitFor(() => expect(calls).toHaveLength(expected.length));
        await new Promise((resolve) => setTimeout(resolve, 50)); // nothing more follows
        const asked = calls.map(({ method, url, params }) => {
          const query = new URLSearchParams(params as Record<string, string> | undefined);
          return `${method} ${API_BASE_URL}${url}${query.size > 0 ? `?${query}` : ''}`;
        });
        expect(asked.sort()).toEqual(expected.map((url) => `GET ${url}`));
      },
    );
  });
});
