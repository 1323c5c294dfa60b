import { FormattedMessage, useIntl } from 'react-intl';
import { AuthorName } from './AuthorName';
import { postTimestamp, type PostTimes } from './timestamps';
import './post.css';

export interface PostMetaProps {
  /** The author's name or the api's '익명'; answers show no author. */
  author?: string;
  times: PostTimes;
}

/** The badges under a post: who wrote it and when (marked "(수정)" once edited). */
export function PostMeta({ author, times }: PostMetaProps) {
  const { isoDate, text } = postTimestamp(times, useIntl());
  return (
    <dl className="qna-post-meta">
      {author === undefined ? null : (
        <div className="qna-post-meta__badge">
          <dt className="su-visually-hidden">
            <FormattedMessage id="qna.post.author" />
          </dt>
          <dd>
            <AuthorName author={author} />
          </dd>
        </div>
      )}
      <div className="qna-post-meta__badge">
        <dt className="su-visually-hidden">
          <FormattedMessage id="qna.post.date" />
        </dt>
        <dd>
          <time dateTime={isoDate}>{text}</time>
        </dd>
      </div>
    </dl>
  );
}
