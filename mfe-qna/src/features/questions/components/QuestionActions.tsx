import type { QuestionDetail } from '@smunity/api-contract';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const questionId = String(question.id);
  const mayChange = question.isAuthor || isAdmin;
  const { pending: deleting, submit } = useSubmission();

  const handleDelete = () => {
    if (!window.confirm(intl.formatMessage({ id: 'qna.question.deleteConfirm' }))) return;
    void submit(async () => {
      await deleteQuestion(questionId);
      navigate(ROUTES.QNA_QUESTIONS);
    });
  };

  return (
    <>
      {isAdmin && !question.answered ? (
        <ButtonLink to={ROUTES.qnaAnswer(questionId)}>
          <FormattedMessage id="qna.answer.createTitle" />
        </ButtonLink>
      ) : null}
      {mayChange ? (
        <>
          <ButtonLink variant="secondary" to={ROUTES.qnaQuestionModify(questionId)}>
            <FormattedMessage id="qna.post.edit" />
          </ButtonLink>
          <Button variant="danger" onClick={handleDelete} disabled={deleting}>
            <FormattedMessage id="qna.post.delete" />
          </Button>
        </>
      ) : null}
    </>
  );
}
