import { useAsyncData } from '@smunity/shared-ui';
import { fetchQuestion } from '../api/questionsApi';

/** GET /questions/{id} for the page's question; `reload` after a change to it. */
export function useQuestion(questionId: string) {
  return useAsyncData((signal) => fetchQuestion(questionId, signal), [questionId]);
}
