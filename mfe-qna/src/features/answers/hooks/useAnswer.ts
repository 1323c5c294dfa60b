import { useCallback } from 'react';
import { useLoadable } from '../../../loading/useLoadable';
import { fetchAnswer } from '../api/answersApi';

/** GET /questions/{id}/answer: the answer, or null when there is none. */
export function useAnswer(questionId: string) {
  const load = useCallback((signal: AbortSignal) => fetchAnswer(questionId, signal), [questionId]);
  return useLoadable(load);
}
