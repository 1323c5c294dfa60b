import { useAsyncData } from '@smunity/shared-ui';
import { fetchQuestion, questionUrl } from '../api/questionsApi';

export interface UseQuestionOptions {
  /**
   * The question's own page, which a guest may get rendered with the question (issue 27): it
   * starts from that answer. Not the pages a member reaches (edit, answer), which always ask.
   */
  firstView?: boolean;
}

/** GET /questions/{id} for the page's question; `reload` after a change to it. */
export function useQuestion(questionId: string, { firstView = false }: UseQuestionOptions = {}) {
  return useAsyncData((signal) => fetchQuestion(questionId, signal), [questionId], {
    firstData: firstView ? questionUrl(questionId) : undefined,
  });
}
