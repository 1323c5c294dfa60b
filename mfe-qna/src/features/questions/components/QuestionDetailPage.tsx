import { useCallback, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Container, PageHeader } from '@smunity/shared-ui';
import { boardHeader } from '../../../components/headers';
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
function documentTitleOf(state: ReturnType<typeof useQuestion>['state']): string {
  if (state.status === 'ready') return `${state.data.title} · Q&A 게시판`;
  if (state.status === 'error' && isMissingQuestion(state.error)) return '질문을 찾을 수 없습니다';
  return 'Q&A 게시판';
}

/** /qna/questions/:id: the question, its answer if any, and what the viewer may do with them. */
export function QuestionDetailPage({ renderAnswer }: QuestionDetailPageProps) {
  const { id: questionId = '' } = useParams();
  const { state, reload } = useQuestion(questionId, { firstView: true });
  const titleRef = useRef<HTMLHeadingElement>(null);

  const handleAnswerDeleted = useCallback(() => {
    reload();
    // The answer's buttons are gone with it; the question's title is where the page resumes.
    titleRef.current?.focus();
  }, [reload]);

  return (
    <Container>
      <PageHeader {...boardHeader()} documentTitle={documentTitleOf(state)} />
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
