import { useParams } from 'react-router-dom';
import { Container, PageHeader } from 'shared-ui';
import { boardHeader } from '../../../components/headers';
import { LoadFailure, LoadingMessage, MissingMessage } from '../../../components/LoadStatus';
import { updateAnswer } from '../api/answersApi';
import { useAnswer } from '../hooks/useAnswer';
import type { AnswerPageProps } from './AnswerCreatePage';
import { AnswerForm } from './AnswerForm';

/** /qna/questions/:id/answer/modify (admins only), starting from the answer as it is. */
export function AnswerModifyPage({ renderQuestion }: AnswerPageProps) {
  const { id: questionId = '' } = useParams();
  const { state, reload } = useAnswer(questionId);

  return (
    <Container>
      <PageHeader {...boardHeader('답변 수정')} />
      {renderQuestion(questionId)}
      {state.status === 'loading' ? <LoadingMessage /> : null}
      {state.status === 'failed' ? (
        <LoadFailure message="답변을 불러오지 못했습니다." onRetry={reload} />
      ) : null}
      {state.status === 'loaded' && state.data === null ? (
        <MissingMessage>해당 답변을 찾을 수 없습니다.</MissingMessage>
      ) : null}
      {state.status === 'loaded' && state.data !== null ? (
        <AnswerForm
          questionId={questionId}
          initialContent={state.data.content}
          save={(content) => updateAnswer(questionId, content)}
        />
      ) : null}
    </Container>
  );
}
