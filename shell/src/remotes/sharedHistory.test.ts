import { shareHistoryBetweenRouters } from './sharedHistory';

describe('shareHistoryBetweenRouters', () => {
  it('makes every URL change by pushState or replaceState a popstate event that routers hear', async () => {
    const heard: string[] = [];
    const listener = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listener);

    window.history.pushState(null, '', '/before');
    await Promise.resolve();
    expect(heard).toEqual([]);

    shareHistoryBetweenRouters();
    shareHistoryBetweenRouters(); // a second parcel changes nothing (single-spa would throw)
    window.history.pushState(null, '', '/qna/questions');
    window.history.replaceState(null, '', '/qna/questions/3');
    window.history.replaceState(null, '', '/qna/questions/3'); // same URL: nothing to follow

    expect(heard).toEqual(['/qna/questions', '/qna/questions/3']);
    window.removeEventListener('popstate', listener);
  });
});
