import type { QuestionDetail } from '@smunity/api-contract';
import type { ReactNode } from 'react';
import { ApiError } from '@smunity/shared-auth';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  LoadFailure,
  LoadingMessage,
  MissingMessage,
  ROUTES,
  type Loadable,
} from '@smunity/shared-ui';

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
  const intl = useIntl();
  if (state.status === 'loading') return <LoadingMessage />;
  if (state.status === 'ready') return children(state.data);
  if (isMissingQuestion(state.error)) {
    return (
      <>
        <MissingMessage>{intl.formatMessage({ id: 'qna.question.missing' })}</MissingMessage>
        <p>
          <Link to={ROUTES.QNA_QUESTIONS}>
            <FormattedMessage id="qna.question.backToBoard" />
          </Link>
        </p>
      </>
    );
  }
  return (
    <LoadFailure
      message={intl.formatMessage({ id: 'qna.question.loadFailure' })}
      onRetry={reload}
    />
  );
}

/**
 * The api's answer when there is no such question: 404, or 400 for an id that cannot be one
 * (e.g. /qna/questions/abc). Other failures may pass and are worth a retry.
 */
export function isMissingQuestion(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
