import { useCallback, useState } from 'react';
import { showApiError } from 'shared-auth';

export interface Submission {
  /** A submission is running: its controls are disabled and it cannot be sent twice. */
  pending: boolean;
  /** Runs `action`; a failure is alerted (the api's message, or a Korean fallback). */
  submit: (action: () => Promise<void>) => Promise<void>;
}

export function useSubmission(): Submission {
  const [pending, setPending] = useState(false);
  const submit = useCallback(async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      showApiError(error);
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, submit };
}
