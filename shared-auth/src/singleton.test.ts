// Each jest.isolateModules run evaluates shared-auth afresh, as a second copy of the package on
// the same page would; the page-wide registry (a Symbol.for global) survives between them.
export {};

function evaluateCopy(): void {
  jest.isolateModules(() => {
    jest.requireActual('./singleton');
  });
}

let warn: jest.SpyInstance;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('smunity.loadedSharedModules')];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

it('does not warn for the first copy', () => {
  evaluateCopy();
  expect(warn).not.toHaveBeenCalled();
});

it('warns in development when a second copy of shared-auth is evaluated', () => {
  evaluateCopy();
  evaluateCopy();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toContain('"shared-auth" was evaluated twice');
});

it('runs when the package entry is loaded', () => {
  jest.isolateModules(() => {
    jest.requireActual('./index');
  });
  evaluateCopy();
  expect(warn).toHaveBeenCalledTimes(1);
});
