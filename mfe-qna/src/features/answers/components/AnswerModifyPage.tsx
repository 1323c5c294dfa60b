import { useParams } from 'react-router-dom';
import { AsyncContent, Container, MissingMessage, PageHeader } from '@smunity/shared-ui';
import { boardHeader } from '../../../components/headers';
import { updateAnswer } from '../api/answersApi';
import { useAnswer } from '../hooks/useAnswer';
import type { AnswerPageProps } from './AnswerCreatePage';
import { AnswerForm } from './AnswerForm';

/** /qna/questions/:id/answer/modify (admins only), starting from the answer as it is. */
export function AnswerModifyPage({ renderQuestion }: AnswerPageProps) {
  const { id: questionId = '' } = useParams();
  const answer = useAnswer(questionId);

  return (
    <Container>
      <PageHeader {...boardHeader('답변 수정')} />
      {renderQuestion(questionId)}
      <AsyncContent data={answer} failureMessage="답변을 불러오지 못했습니다.">
        {(loaded) =>
          loaded === null ? (
            <MissingMessage>해당 답변을 찾을 수 없습니다.</MissingMessage>
          ) : (
            <AnswerForm
              questionId={questionId}
              initialContent={loaded.content}
              save={(content) => updateAnswer(questionId, content)}
            />
          )
        }
      </AsyncContent>
    </Container>
  );
}
