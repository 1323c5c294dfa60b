// Each jest.isolateModules run evaluates shared-auth's singleton module afresh, as a second copy
// of the package on the same page would; the page global survives between them.

// A module of its own, so its names do not meet singleton.ts' in the type check.
export {};

const registry = globalThis as typeof globalThis & { __SMUNITY_SINGLETONS__?: unknown };

function evaluateCopy(): void {
  jest.isolateModules(() => {
    jest.requireActual('./singleton');
  });
}

let warn: jest.SpyInstance;
const nodeEnv = process.env.NODE_ENV;

beforeEach(() => {
  delete registry.__SMUNITY_SINGLETONS__;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  process.env.NODE_ENV = nodeEnv;
});

it('registers the package on the page global without a warning the first time', () => {
  evaluateCopy();
  expect(registry.__SMUNITY_SINGLETONS__).toEqual({ 'shared-auth': 1 });
  expect(warn).not.toHaveBeenCalled();
});

it('warns in development when a second copy is evaluated', () => {
  evaluateCopy();
  evaluateCopy();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toContain('Module Federation singleton');
});

it('stays quiet in production', () => {
  process.env.NODE_ENV = 'production';
  evaluateCopy();
  evaluateCopy();
  expect(registry.__SMUNITY_SINGLETONS__).toEqual({ 'shared-auth': 2 });
  expect(warn).not.toHaveBeenCalled();
});

it('runs when the package entry is loaded', () => {
  jest.isolateModules(() => {
    jest.requireActual('./index');
  });
  evaluateCopy();
  expect(warn).toHaveBeenCalledTimes(1);
});
