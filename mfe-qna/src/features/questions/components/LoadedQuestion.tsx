import type { QuestionDetail } from '@smunity/api-contract';
import type { ReactNode } from 'react';
import { ApiError } from '@smunity/shared-auth';
import { LoadFailure, LoadingMessage, MissingMessage, type Loadable } from '@smunity/shared-ui';

export interface LoadedQuestionProps {
  state: Loadable<QuestionDetail>;
  reload: () => void;
  /** What to show once the question is there. */
  children: (question: QuestionDetail) => ReactNode;
}

/**
 * The question's loading state, as every page about one question shows it: loading, no such
 * question, a failure worth a retry, or the page's content.
 */
export function LoadedQuestion({ state, reload, children }: LoadedQuestionProps) {
  if (state.status === 'loading') return <LoadingMessage />;
  if (state.status === 'ready') return children(state.data);
  if (isMissingQuestion(state.error)) {
    return <MissingMessage>해당 질문을 찾을 수 없습니다.</MissingMessage>;
  }
  return <LoadFailure message="질문을 불러오지 못했습니다." onRetry={reload} />;
}

/**
 * The api's answer when there is no such question: 404, or 400 for an id that cannot be one
 * (e.g. /qna/questions/abc). Other failures may pass and are worth a retry.
 */
function isMissingQuestion(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
