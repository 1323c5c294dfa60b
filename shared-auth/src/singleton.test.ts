// Each jest.isolateModules run evaluates shared-auth afresh, as a second copy of the package on
// the same page would; the page-wide registry (a Symbol.for global) survives between them.
export {};

function evaluateCopy(): void {
  jest.isolateModules(() => {
    jest.requireActual('./singleton');
  });
}

let warn: jest.SpyInstance;
// Each isolated copy also re-evaluates shared-ui, which reports itself too: count shared-auth's.
const sharedAuthWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).includes('"shared-auth"'));

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('smunity.loadedSharedModules')];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

it('does not warn for the first copy', () => {
  evaluateCopy();
  expect(sharedAuthWarnings()).toHaveLength(0);
});

it('warns in development when a second copy of shared-auth is evaluated', () => {
  evaluateCopy();
  evaluateCopy();
  expect(sharedAuthWarnings()).toHaveLength(1);
  expect(sharedAuthWarnings()[0]?.[0]).toContain('"shared-auth" was evaluated twice');
});

it('runs when the package entry is loaded', () => {
  jest.isolateModules(() => {
    jest.requireActual('./index');
  });
  evaluateCopy();
  expect(sharedAuthWarnings()).toHaveLength(1);
});
