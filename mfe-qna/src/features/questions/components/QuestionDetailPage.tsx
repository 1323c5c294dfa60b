import { useCallback, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Container, PageHeader } from '@smunity/shared-ui';
import { useBoardHeader } from '../../../components/headers';
import { useQuestion } from '../hooks/useQuestion';
import { isMissingQuestion, LoadedQuestion } from './LoadedQuestion';
import { QuestionActions } from './QuestionActions';
import { QuestionArticle } from './QuestionArticle';

/** What the page tells the answer part about the question it shows. */
export interface AnswerSlotProps {
  questionId: string;
  answered: boolean;
  /** Call once the answer is deleted: the page shows the question as it now is. */
  onAnswerDeleted: () => void;
}

export interface QuestionDetailPageProps {
  /** The answer part (another feature's); routes.tsx puts the two together. */
  renderAnswer: (props: AnswerSlotProps) => ReactNode;
}

/** The tab's name: the question's title once it is there, and a missing question said so. */
function documentTitleOf(state: ReturnType<typeof useQuestion>['state'], intl: IntlShape): string {
  if (state.status === 'ready') {
    return intl.formatMessage({ id: 'qna.board.documentTitle' }, { title: state.data.title });
  }
  if (state.status === 'error' && isMissingQuestion(state.error)) {
    return intl.formatMessage({ id: 'qna.question.missingTitle' });
  }
  return intl.formatMessage({ id: 'qna.board.title' });
}

/** /qna/questions/:id: the question, its answer if any, and what the viewer may do with them. */
export function QuestionDetailPage({ renderAnswer }: QuestionDetailPageProps) {
  const { id: questionId = '' } = useParams();
  const { state, reload } = useQuestion(questionId, { firstView: true });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const intl = useIntl();
  const header = useBoardHeader();

  const handleAnswerDeleted = useCallback(() => {
    reload();
    // The answer's buttons are gone with it; the question's title is where the page resumes.
    titleRef.current?.focus();
  }, [reload]);

  return (
    <Container>
      <PageHeader {...header} documentTitle={documentTitleOf(state, intl)} />
      <LoadedQuestion state={state} reload={reload}>
        {(question) => (
          <QuestionArticle
            question={question}
            titleRef={titleRef}
            actions={<QuestionActions question={question} />}
          >
            {renderAnswer({
              questionId,
              answered: question.answered,
              onAnswerDeleted: handleAnswerDeleted,
            })}
          </QuestionArticle>
        )}
      </LoadedQuestion>
    </Container>
  );
}
