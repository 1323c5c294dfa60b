import type { QuestionDetail } from '@smunity/api-contract';
import { useNavigate } from 'react-router-dom';
import { useSession, useSubmission } from '@smunity/shared-auth';
import { Button, ButtonLink, ROUTES } from '@smunity/shared-ui';
import { deleteQuestion } from '../api/questionsApi';

/**
 * What the viewer may do with the question: an admin answers an unanswered one; its author or
 * an admin edits or deletes it. Visitors and other members get no buttons.
 */
export function QuestionActions({ question }: { question: QuestionDetail }) {
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const questionId = String(question.id);
  const mayChange = question.isAuthor || isAdmin;
  const { pending: deleting, submit } = useSubmission();

  const handleDelete = () => {
    if (!window.confirm('선택한 질문을 정말 삭제하시겠습니까?')) return;
    void submit(async () => {
      await deleteQuestion(questionId);
      navigate(ROUTES.QNA_QUESTIONS);
    });
  };

  return (
    <>
      {isAdmin && !question.answered ? (
        <ButtonLink to={ROUTES.qnaAnswer(questionId)}>답변 등록</ButtonLink>
      ) : null}
      {mayChange ? (
        <>
          <ButtonLink variant="secondary" to={ROUTES.qnaQuestionModify(questionId)}>
            수정
          </ButtonLink>
          <Button variant="danger" onClick={handleDelete} disabled={deleting}>
            삭제
          </Button>
        </>
      ) : null}
    </>
  );
}
