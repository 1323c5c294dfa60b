import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROUTES } from '@smunity/shared-ui';
import { PostContentField } from '../../../components/post/PostContentField';
import { PostForm } from '../../../components/post/PostForm';
import './answers.css';

export interface AnswerFormProps {
  questionId: string;
  /** The answer being edited; a new one starts empty. */
  initialContent?: string;
  save: (content: string) => Promise<unknown>;
}

/** The 답변 part of the answer pages: 내용, 작성완료 and 취소하기 (both back to the question). */
export function AnswerForm({ questionId, initialContent = '', save }: AnswerFormProps) {
  const headingId = useId();
  const intl = useIntl();
  const [content, setContent] = useState(initialContent);
  const questionPath = ROUTES.qnaQuestion(questionId);

  return (
    <section className="qna-answer-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="qna-answer-form__heading">
        <FormattedMessage id="qna.answer.section" />
      </h2>
      <PostForm
        incompleteMessage={
          content.trim() === '' ? intl.formatMessage({ id: 'qna.answer.incomplete' }) : null
        }
        save={() => save(content)}
        successTo={questionPath}
        cancelTo={questionPath}
      >
        <PostContentField value={content} onChange={setContent} />
      </PostForm>
    </section>
  );
}
