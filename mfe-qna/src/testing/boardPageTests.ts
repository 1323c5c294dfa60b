// What every board page test does around each test: window.alert recorded (the board says its
// errors in alerts), and after it the member signed out, the spies restored and every reply the
// test installed in the fake api used (expectNoUnexpectedCalls). Call once at a file's top level.
import { clearMember } from '@smunity/shared-auth';
import { expectNoUnexpectedCalls } from '@smunity/shared-auth/src/testing';

type AlertSpy = jest.SpyInstance<void, [string?]>;

/** Installs the hooks; the returned function gives the current test's window.alert spy. */
export function boardPageTests(): () => AlertSpy {
  let alertSpy: AlertSpy | undefined;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearMember();
    jest.restoreAllMocks();
    expectNoUnexpectedCalls();
  });
  return () => {
    if (alertSpy === undefined) throw new Error('boardPageTests(): no test is running');
    return alertSpy;
  };
}
