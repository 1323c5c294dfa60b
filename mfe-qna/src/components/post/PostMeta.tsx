import { postTimestamp, type PostTimes } from './timestamps';
import './post.css';

export interface PostMetaProps {
  /** The author's name or '익명'; answers show no author. */
  author?: string;
  times: PostTimes;
}

/** The badges under a post: who wrote it and when (marked "(수정)" once edited). */
export function PostMeta({ author, times }: PostMetaProps) {
  const { isoDate, text } = postTimestamp(times);
  return (
    <dl className="qna-post-meta">
      {author === undefined ? null : (
        <div className="qna-post-meta__badge">
          <dt className="su-visually-hidden">작성자</dt>
          <dd>{author}</dd>
        </div>
      )}
      <div className="qna-post-meta__badge">
        <dt className="su-visually-hidden">작성일</dt>
        <dd>
          <time dateTime={isoDate}>{text}</time>
        </dd>
      </div>
    </dl>
  );
}
