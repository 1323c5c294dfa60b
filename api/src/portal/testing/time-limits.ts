import type { TimeLimit } from '../smu/portal-http-client';

/**
 * The portal client's time limits under a test's control: each request's signal passes its
 * limit only when the test says so (`passAll`, e.g. when the stand-in holds a request), aborted
 * as `AbortSignal.timeout` aborts: with a DOMException named "TimeoutError". No test waits for
 * real time to pass, and a busy machine cannot make a limit pass early.
 */
export class TestTimeLimits {
  private readonly pending = new Set<AbortController>();

  readonly timeLimit: TimeLimit = () => {
    const controller = new AbortController();
    this.pending.add(controller);
    return controller.signal;
  };

  /** Every limit handed out so far passes. */
  passAll(): void {
    for (const controller of this.pending) {
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }
    this.pending.clear();
  }
}
