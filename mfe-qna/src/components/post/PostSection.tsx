import { useId, type ReactNode } from 'react';
import { PostMarkdown } from './markdown';
import { PostMeta } from './PostMeta';
import type { PostTimes } from './timestamps';
import './post.css';

export interface PostSectionProps {
  /** 질문 or 답변: the section's h3, and the name of its region. */
  heading: string;
  /** Markdown as written. */
  content: string;
  times: PostTimes;
  author?: string;
  /** Buttons that act on this post (수정, 삭제, …). */
  actions?: ReactNode;
}

/** One post of a question page: its heading and buttons, the Markdown text, author and date. */
export function PostSection({ heading, content, times, author, actions }: PostSectionProps) {
  const headingId = useId();
  return (
    <section className="qna-post" aria-labelledby={headingId}>
      <div className="qna-post__header">
        <h3 id={headingId} className="qna-post__heading">
          {heading}
        </h3>
        {actions ? <div className="qna-post__actions">{actions}</div> : null}
      </div>
      <PostMarkdown>{content}</PostMarkdown>
      <PostMeta author={author} times={times} />
    </section>
  );
}
