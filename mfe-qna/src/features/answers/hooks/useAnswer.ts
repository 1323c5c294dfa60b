import { useAsyncData } from '@smunity/shared-ui';
import { fetchAnswer } from '../api/answersApi';

/** GET /questions/{id}/answer: the answer, or null when there is none. */
export function useAnswer(questionId: string) {
  return useAsyncData((signal) => fetchAnswer(questionId, signal), [questionId]);
}
