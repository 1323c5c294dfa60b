import { useCallback } from 'react';
import { useLoadable } from '../../../loading/useLoadable';
import { fetchQuestion } from '../api/questionsApi';

/** GET /questions/{id} for the page's question; `reload` after a change to it. */
export function useQuestion(questionId: string) {
  const load = useCallback(
    (signal: AbortSignal) => fetchQuestion(questionId, signal),
    [questionId],
  );
  return useLoadable(load);
}
