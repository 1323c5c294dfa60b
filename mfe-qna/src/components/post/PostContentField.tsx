import { useIntl } from 'react-intl';
import { TextAreaField } from '@smunity/shared-ui';
import { POST_CONTENT_MAX_LENGTH } from './limits';

export interface PostContentFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** 내용: the Markdown body of a question or an answer, ten rows high. */
export function PostContentField({ value, onChange }: PostContentFieldProps) {
  const intl = useIntl();
  return (
    <TextAreaField
      label={intl.formatMessage({ id: 'qna.post.content' })}
      name="content"
      rows={10}
      maxLength={POST_CONTENT_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
