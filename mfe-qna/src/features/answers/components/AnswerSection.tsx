import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, useSubmission } from '@smunity/shared-auth';
import { Button, ButtonLink, LoadFailure, ROUTES } from '@smunity/shared-ui';
import { PostSection } from '../../../components/post/PostSection';
import { deleteAnswer } from '../api/answersApi';
import { useAnswer } from '../hooks/useAnswer';

export interface AnswerSectionProps {
  questionId: string;
  /** Whether the question has an answer; without one nothing is fetched or shown. */
  answered: boolean;
  /** Called once an admin deleted the answer. */
  onAnswerDeleted: () => void;
}

/** The 답변 of a question page. */
export function AnswerSection({ answered, ...props }: AnswerSectionProps) {
  return answered ? <LoadedAnswer {...props} /> : null;
}

function LoadedAnswer({ questionId, onAnswerDeleted }: Omit<AnswerSectionProps, 'answered'>) {
  const { state, reload } = useAnswer(questionId, { firstView: true });
  // Gone at once, not when the page has reloaded the question: nothing left to click twice.
  const [deleted, setDeleted] = useState(false);
  const intl = useIntl();

  const handleDeleted = () => {
    setDeleted(true);
    onAnswerDeleted();
  };

  if (deleted || state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <LoadFailure
        message={intl.formatMessage({ id: 'qna.answer.loadFailure' })}
        onRetry={reload}
      />
    );
  }
  // The product treats an answer the api refuses to give as no answer.
  if (state.data === null) return null;
  return (
    <PostSection
      heading={intl.formatMessage({ id: 'qna.answer.section' })}
      content={state.data.content}
      times={state.data}
      actions={<AnswerActions questionId={questionId} onDeleted={handleDeleted} />}
    />
  );
}

/** 수정 and 삭제, for admins only. */
function AnswerActions({ questionId, onDeleted }: { questionId: string; onDeleted: () => void }) {
  const { isAdmin } = useSession();
  const { pending: deleting, submit } = useSubmission();
  const intl = useIntl();
  if (!isAdmin) return null;

  const handleDelete = () => {
    if (!window.confirm(intl.formatMessage({ id: 'qna.answer.deleteConfirm' }))) return;
    void submit(async () => {
      await deleteAnswer(questionId);
      onDeleted();
    });
  };

  return (
    <>
      <ButtonLink variant="secondary" to={ROUTES.qnaAnswerModify(questionId)}>
        <FormattedMessage id="qna.post.edit" />
      </ButtonLink>
      <Button variant="danger" onClick={handleDelete} disabled={deleting}>
        <FormattedMessage id="qna.post.delete" />
      </Button>
    </>
  );
}
