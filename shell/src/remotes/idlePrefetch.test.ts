import { connectionAllowsPrefetch } from './idlePrefetch';

describe('connectionAllowsPrefetch', () => {
  it('prefetches where the browser says nothing about the connection', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });

  it('prefetches on a 3g or 4g connection', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('does not when the visitor saves data or the connection is 2g', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('prefetchAreaWhenIdle', () => {
  async function withAreasMocked() {
    jest.resetModules();
    const preloadAreaOf = jest.fn();
    jest.doMock('./areas', () => ({ preloadAreaOf }));
    jest.doMock('./remoteAreas', () => ({ areasSettled: () => Promise.resolve() }));
    const idlePrefetch = await import('./idlePrefetch');
    return { preloadAreaOf, ...idlePrefetch };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.dontMock('./areas');
    jest.dontMock('./remoteAreas');
  });

  it('loads the areas behind the links once the started page is idle, each once', async () => {
    const { preloadAreaOf, prefetchAreaWhenIdle, startIdlePrefetch } = await withAreasMocked();

    prefetchAreaWhenIdle('/accounts/login');
    prefetchAreaWhenIdle('/qna/terms');
    prefetchAreaWhenIdle('/qna/terms');
    jest.runAllTimers();
    expect(preloadAreaOf).not.toHaveBeenCalled();

    startIdlePrefetch();
    expect(preloadAreaOf).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(preloadAreaOf.mock.calls).toEqual([['/accounts/login'], ['/qna/terms']]);

    prefetchAreaWhenIdle('/mypage');
    await jest.runAllTimersAsync();
    expect(preloadAreaOf).toHaveBeenLastCalledWith('/mypage');
  });
});
