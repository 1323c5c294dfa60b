import { useCallback, useRef, useState } from 'react';
import { showApiError } from './error-message';

export interface Submission {
  /** True while an action runs: it drives the button's disabled state and the loading overlay. */
  pending: boolean;
  /**
   * Runs `action` unless one is already running; a failure is alerted with the api's message (a
   * Korean fallback otherwise) and the form stays as it was.
   */
  submit: (action: () => Promise<void>) => Promise<void>;
}

/**
 * The one way a form sends: one submission at a time, so a double click or a second Enter does
 * not send it twice, and a refusal is alerted.
 */
export function useSubmission(): Submission {
  const [pending, setPending] = useState(false);
  // The state updates only on the next render; the ref closes the gap between two quick clicks.
  const running = useRef(false);

  const submit = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } catch (error) {
      showApiError(error);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { pending, submit };
}
