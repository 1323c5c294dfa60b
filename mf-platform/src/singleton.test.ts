describe('warnIfLoadedTwice', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  function loadFreshCopy() {
    let copy: typeof import('./singleton') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./singleton')>('./singleton');
    });
    return copy!;
  }

  it('warns when a second copy of a shared module reports the same name', () => {
    loadFreshCopy().warnIfLoadedTwice('shared-auth');
    expect(warn).not.toHaveBeenCalled();

    loadFreshCopy().warnIfLoadedTwice('shared-auth');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"shared-auth" was evaluated twice');
  });

  it('stays quiet for different modules', () => {
    const { warnIfLoadedTwice } = loadFreshCopy();
    warnIfLoadedTwice('module-a');
    warnIfLoadedTwice('module-b');
    expect(warn).not.toHaveBeenCalled();
  });
});
