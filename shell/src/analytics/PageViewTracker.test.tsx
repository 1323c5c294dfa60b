import { act } from '@testing-library/react';
import { createFakeReporter, holdHomeFigures, renderApp } from '../testing/renderApp';

// The areas stay in their loading state; only the paths matter here.
jest.mock('../remotes/federation', () => ({
  locateRemote: jest.fn(() => new Promise(() => {})),
  relocateRemote: jest.fn(() => new Promise(() => {})),
}));

describe('page view tracking', () => {
  // A visitor; the layout's reads never answer.
  beforeEach(() => holdHomeFigures());

  it('reports exactly one page view per navigation, StrictMode included', async () => {
    const reporter = createFakeReporter();
    const { router } = await renderApp('/', reporter);
    const paths = ['/qna/terms', '/accounts/login', '/', '/mypage/result'];

    for (const path of paths) {
      await act(() => router.navigate(path));
    }

    expect(reporter.pageViews.map((pageView) => pageView.path)).toEqual(['/', ...paths]);
  });

  it('passes the previous page as the referrer, and the document title', async () => {
    const reporter = createFakeReporter();
    document.title = 'SMUNITY';
    const { router } = await renderApp('/', reporter);
    await act(() => router.navigate('/qna/terms'));

    expect(reporter.pageViews[0]).toEqual({ path: '/', referrer: undefined, title: 'SMUNITY' });
    expect(reporter.pageViews[1]).toEqual({
      path: '/qna/terms',
      referrer: `${window.location.origin}/`,
      title: 'SMUNITY',
    });
  });

  it('does not count a change of the query string as a new page', async () => {
    const reporter = createFakeReporter();
    const { router } = await renderApp('/qna/questions', reporter);
    await act(() => router.navigate('/qna/questions?page=2'));
    await act(() => router.navigate('/qna/questions?page=3'));

    expect(reporter.pageViews).toHaveLength(1);
  });

  it("reports the page of a share link as /shared/:token, also as the next page's referrer", async () => {
    const reporter = createFakeReporter();
    const token = 'c2VjcmV0LXNoYXJlLXRva2VuLW9mLTMyLWJ5dGVzLWxvbmch';
    const { router } = await renderApp(`/shared/${token}`, reporter);
    await act(() => router.navigate('/'));

    expect(reporter.pageViews.map(({ path, referrer }) => ({ path, referrer }))).toEqual([
      { path: '/shared/:token', referrer: undefined },
      { path: '/', referrer: `${window.location.origin}/shared/:token` },
    ]);
    expect(JSON.stringify(reporter.pageViews)).not.toContain(token);
  });
});
