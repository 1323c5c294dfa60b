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
  async function withAreasMocked(loading: string[] = []) {
    jest.resetModules();
    const downloadArea = jest.fn(() => Promise.resolve());
    jest.doMock('./areaDownload', () => ({ downloadArea }));
    jest.doMock('./remoteAreas', () => ({
      areasSettled: () => Promise.resolve(),
      isRemoteAreaLoading: (name: string) => loading.includes(name),
    }));
    const idlePrefetch = await import('./idlePrefetch');
    return { downloadArea, ...idlePrefetch };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.dontMock('./areaDownload');
    jest.dontMock('./remoteAreas');
  });

  it('downloads the areas behind the links once the started page is idle, each once', async () => {
    const { downloadArea, prefetchAreaWhenIdle, startIdlePrefetch } = await withAreasMocked();

    prefetchAreaWhenIdle('/accounts/login');
    prefetchAreaWhenIdle('/qna/terms');
    prefetchAreaWhenIdle('/qna/terms');
    jest.runAllTimers();
    expect(downloadArea).not.toHaveBeenCalled();

    startIdlePrefetch();
    expect(downloadArea).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(downloadArea.mock.calls).toEqual([['mfe_accounts'], ['mfe_qna']]);

    prefetchAreaWhenIdle('/mypage');
    await jest.runAllTimersAsync();
    expect(downloadArea).toHaveBeenLastCalledWith('mfe_mypage');
  });

  it('leaves out an area that is loading already, and paths outside the areas', async () => {
    const { downloadArea, prefetchAreaWhenIdle, startIdlePrefetch } = await withAreasMocked([
      'mfe_qna',
    ]);

    prefetchAreaWhenIdle('/qna/questions');
    prefetchAreaWhenIdle('/');
    prefetchAreaWhenIdle('/accounts/login');
    startIdlePrefetch();
    await jest.runAllTimersAsync();

    expect(downloadArea.mock.calls).toEqual([['mfe_accounts']]);
  });
});
