import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSubmission } from '@smunity/shared-auth';
import { Button } from '@smunity/shared-ui';
import './post.css';

export interface PostFormProps {
  /** What to alert when something required is empty ("내용을 입력해주세요."), or null if complete. */
  incompleteMessage: string | null;
  /** Sends the post; a refusal of the api is alerted and the form stays as it was. */
  save: () => Promise<unknown>;
  /** Where the member goes once it is saved. */
  successTo: string;
  /** Where 취소하기 goes. */
  cancelTo: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of the question and answer forms: the fields, 작성완료 and 취소하기. It checks the
 * input, sends it once (the button is disabled while it is on its way) and moves on.
 */
export function PostForm({
  incompleteMessage,
  save,
  successTo,
  cancelTo,
  children,
}: PostFormProps) {
  const navigate = useNavigate();
  const { pending: saving, submit } = useSubmission();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (incompleteMessage) {
      window.alert(incompleteMessage);
      return;
    }
    void submit(async () => {
      await save();
      navigate(successTo);
    });
  };

  return (
    <form className="qna-post-form" onSubmit={handleSubmit} noValidate aria-busy={saving}>
      {children}
      <div className="qna-post-form__actions">
        <Button type="submit" disabled={saving}>
          <FormattedMessage id="qna.post.submit" />
        </Button>
        <Button variant="secondary" onClick={() => navigate(cancelTo)}>
          <FormattedMessage id="qna.post.cancel" />
        </Button>
      </div>
    </form>
  );
}
