import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, ROUTES, TextField } from '@smunity/shared-ui';
import { POST_TITLE_MAX_LENGTH } from '../../../components/post/limits';
import { PostContentField } from '../../../components/post/PostContentField';
import { PostForm } from '../../../components/post/PostForm';
import type { QuestionInput } from '../api/questionsApi';

const EMPTY_QUESTION: QuestionInput = { title: '', content: '', anonymous: false };

export interface QuestionFormProps {
  /** The question being edited; a new one starts empty. */
  initialInput?: QuestionInput;
  save: (input: QuestionInput) => Promise<unknown>;
  /** The list after writing a question, the question after editing it. */
  successTo: string;
}

/** 제목, 익명으로 작성하기, 내용; 작성완료 sends it, 취소하기 goes back to the list. */
export function QuestionForm({
  initialInput = EMPTY_QUESTION,
  save,
  successTo,
}: QuestionFormProps) {
  const intl = useIntl();
  const [input, setInput] = useState(initialInput);
  const update = (change: Partial<QuestionInput>) =>
    setInput((current) => ({ ...current, ...change }));
  const isIncomplete = input.title.trim() === '' || input.content.trim() === '';

  return (
    <PostForm
      incompleteMessage={
        isIncomplete ? intl.formatMessage({ id: 'qna.question.incomplete' }) : null
      }
      // A title's outer spaces are never meant; the Markdown body is sent exactly as typed.
      save={() => save({ ...input, title: input.title.trim() })}
      successTo={successTo}
      cancelTo={ROUTES.QNA_QUESTIONS}
    >
      <TextField
        label={intl.formatMessage({ id: 'qna.question.title' })}
        name="title"
        maxLength={POST_TITLE_MAX_LENGTH}
        value={input.title}
        onChange={(event) => update({ title: event.target.value })}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'qna.question.anonymous' })}
        name="anonymous"
        checked={input.anonymous}
        onChange={(event) => update({ anonymous: event.target.checked })}
      />
      <PostContentField value={input.content} onChange={(content) => update({ content })} />
    </PostForm>
  );
}
