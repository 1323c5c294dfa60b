import { startTransition, useCallback, useRef, useState } from 'react';
import { showApiError } from './errorMessage';

export interface Submission {
  /** True while an action runs: it drives the button's disabled state and the loading overlay. */
  pending: boolean;
  /**
   * Runs `action` unless one is already running; a failure is alerted with the api's message (a
   * fallback in the page's language otherwise) and the form stays as it was.
   */
  submit: (action: () => Promise<void>) => Promise<void>;
  /**
   * How many submissions were refused so far. A modal takes it (`<Modal refusals>`) to put the
   * focus back on the field in error, or the first field, once the refusal has been alerted.
   */
  refusals: number;
}

/**
 * The one way a form sends: one submission at a time, so a double click or a second Enter does
 * not send it twice, and a refusal is alerted.
 */
export function useSubmission(): Submission {
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  // The state updates only on the next render; the ref closes the gap between two quick clicks.
  const running = useRef(false);

  const submit = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    // Not urgent: the ref above already refuses a second click, and disabling every control of a
    // large form (the plan's whole board) was a render inside the click, before its next paint
    // (docs/benchmarks.md, "Interactions on the phone profile").
    startTransition(() => setPending(true));
    try {
      await action();
    } catch (error) {
      showApiError(error);
      // Rendered together with pending = false below, so the fields are enabled again by then.
      setRefusals((count) => count + 1);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { pending, submit, refusals };
}
