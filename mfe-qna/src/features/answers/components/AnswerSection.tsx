import { useState } from 'react';
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

  const handleDeleted = () => {
    setDeleted(true);
    onAnswerDeleted();
  };

  if (deleted || state.status === 'loading') return null;
  if (state.status === 'error') {
    return <LoadFailure message="답변을 불러오지 못했습니다." onRetry={reload} />;
  }
  // The product treats an answer the api refuses to give as no answer.
  if (state.data === null) return null;
  return (
    <PostSection
      heading="답변"
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
  if (!isAdmin) return null;

  const handleDelete = () => {
    if (!window.confirm('선택한 답변을 정말 삭제하시겠습니까?')) return;
    void submit(async () => {
      await deleteAnswer(questionId);
      onDeleted();
    });
  };

  return (
    <>
      <ButtonLink variant="secondary" to={ROUTES.qnaAnswerModify(questionId)}>
        수정
      </ButtonLink>
      <Button variant="danger" onClick={handleDelete} disabled={deleting}>
        삭제
      </Button>
    </>
  );
}
