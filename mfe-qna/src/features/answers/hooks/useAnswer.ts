import { useAsyncData } from '@smunity/shared-ui';
import { answerUrl, fetchAnswer } from '../api/answersApi';

export interface UseAnswerOptions {
  /**
   * The answer on its question's page, which a guest may get rendered with the answer
   * (docs/adr/0044): it starts from that. Not the answer pages, which always ask.
   */
  firstView?: boolean;
}

/** GET /questions/{id}/answer: the answer, or null when there is none. */
export function useAnswer(questionId: string, { firstView = false }: UseAnswerOptions = {}) {
  return useAsyncData((signal) => fetchAnswer(questionId, signal), [questionId], {
    firstData: firstView ? answerUrl(questionId) : undefined,
  });
}
