import type { QuestionDetail } from '@smunity/api-contract';
import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { PostSection } from '../../../components/post/PostSection';
import { questionStatusId } from './questionStatus';
import './questions.css';

export interface QuestionArticleProps {
  question: QuestionDetail;
  /** Receives the title, so a page can move focus there after a change. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Buttons for the question (답변 등록, 수정, 삭제). */
  actions?: ReactNode;
  /** What follows the question, e.g. its answer. */
  children?: ReactNode;
}

/** The question under the page's h1: "[답변완료] 제목" (h2), then its 질문 section. */
export function QuestionArticle({ question, titleRef, actions, children }: QuestionArticleProps) {
  const titleId = useId();
  const intl = useIntl();
  return (
    <article className="qna-question" aria-labelledby={titleId}>
      {/* Focusable from script only: the page moves focus here after deleting the answer. */}
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="qna-question__title">
        {intl.formatMessage(
          { id: 'qna.question.titleWithStatus' },
          {
            status: intl.formatMessage({ id: questionStatusId(question.answered) }),
            title: question.title,
          },
        )}
      </h2>
      <PostSection
        heading={intl.formatMessage({ id: 'qna.question.section' })}
        content={question.content}
        author={question.author}
        times={question}
        actions={actions}
      />
      {children}
    </article>
  );
}
