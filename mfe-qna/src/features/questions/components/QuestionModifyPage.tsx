import type { QuestionDetail } from '@smunity/api-contract';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '@smunity/shared-auth';
import { Container, PageHeader, ROUTES } from '@smunity/shared-ui';
import { useBoardHeader } from '../../../components/headers';
import { ANONYMOUS_AUTHOR } from '../../../components/post/AuthorName';
import { updateQuestion, type QuestionInput } from '../api/questionsApi';
import { useQuestion } from '../hooks/useQuestion';
import { LoadedQuestion } from './LoadedQuestion';
import { QuestionForm } from './QuestionForm';

/** The form's starting point: the question as it is, anonymous if it shows as '익명'. */
function editableInput(question: QuestionDetail): QuestionInput {
  return {
    title: question.title,
    content: question.content,
    anonymous: question.author === ANONYMOUS_AUTHOR,
  };
}

/**
 * /qna/questions/:id/modify, for the question's author or an admin; anyone else is sent to the
 * list (the route's guard already sent visitors to the login).
 */
export function QuestionModifyPage() {
  const { id: questionId = '' } = useParams();
  const { isAdmin } = useSession();
  const { state, reload } = useQuestion(questionId);
  const header = useBoardHeader('qna.question.modifyTitle');

  if (state.status === 'ready' && !state.data.isAuthor && !isAdmin) {
    return <Navigate to={ROUTES.QNA_QUESTIONS} replace />;
  }

  return (
    <Container>
      <PageHeader {...header} />
      <LoadedQuestion state={state} reload={reload}>
        {(question) => (
          <QuestionForm
            initialInput={editableInput(question)}
            save={(input) => updateQuestion(questionId, input)}
            successTo={ROUTES.qnaQuestion(questionId)}
          />
        )}
      </LoadedQuestion>
    </Container>
  );
}
