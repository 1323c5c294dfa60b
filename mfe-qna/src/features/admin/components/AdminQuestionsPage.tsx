import type { AdminQuestion, AdminQuestionPage, AdminQuestionStatus } from '@smunity/api-contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AsyncContent,
  ButtonLink,
  Pagination,
  ROUTES,
  Table,
  classNames,
  type TableColumn,
  shortDateTime,
  koreanCount,
} from '@smunity/shared-ui';
import { QUEUE_STATUSES, useAdminQuestions } from '../hooks/useAdminQuestions';
import { ADMIN_PATHS } from '../paths';
import { AdminPage } from './AdminPage';
import { waitingTime } from './waiting';

const STATUS_LABELS: Record<AdminQuestionStatus, string> = {
  unanswered: '미답변',
  answered: '답변 완료',
  all: '전체',
};

const queueHref = (status: AdminQuestionStatus, page = 1) =>
  `${ADMIN_PATHS.QUESTIONS}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

function columns(now: number): TableColumn<AdminQuestion>[] {
  return [
    {
      id: 'title',
      header: '제목',
      cell: (question) => (
        <Link className="qna-admin-queue__title" to={ROUTES.qnaQuestion(question.id)}>
          {question.title}
        </Link>
      ),
    },
    {
      id: 'author',
      header: '작성자',
      cell: (question) => (
        <span className="qna-admin-queue__author">
          {question.author}
          {/* null: the author withdrew, the question is nobody's now. */}
          {question.authorUsername !== null && ` (${question.authorUsername})`}
          {question.anonymous && <span className="qna-admin-badge">익명 질문</span>}
        </span>
      ),
    },
    {
      id: 'created',
      header: '작성일',
      align: 'center',
      cell: (question) => (
        <time dateTime={question.createdAt}>{shortDateTime(question.createdAt)}</time>
      ),
    },
    {
      id: 'waiting',
      header: '대기',
      align: 'center',
      cell: (question) => (question.answered ? '—' : waitingTime(question.createdAt, now)),
    },
    {
      id: 'action',
      header: '답변',
      align: 'center',
      cell: (question) =>
        question.answered ? (
          <Link to={ROUTES.qnaQuestion(question.id)}>답변 보기</Link>
        ) : (
          // The answer pages of the board (features/answers), reached by their route.
          <ButtonLink
            to={ROUTES.qnaAnswer(question.id)}
            aria-label={`"${question.title}"에 답변 등록`}
          >
            답변 등록
          </ButtonLink>
        ),
    },
  ];
}

/**
 * /qna/admin/questions: the questions waiting for an answer, the longest waiting first, with the
 * author's real name and 학번 (also for anonymous questions). ?status= picks 미답변 (default),
 * 답변 완료 or 전체; ?page= counts from 1.
 */
export function AdminQuestionsPage() {
  const { status, pageNumber, page } = useAdminQuestions();
  // Waiting times are counted from when the page opened, not re-counted on every render.
  const [now] = useState(Date.now);
  return (
    <AdminPage title="답변 대기" description="오래 기다린 질문부터 보여 줍니다.">
      <nav className="qna-admin-filter" aria-label="질문 상태">
        {QUEUE_STATUSES.map((option) => (
          <Link
            key={option}
            to={queueHref(option)}
            className={classNames(
              'qna-admin-filter__link',
              option === status && 'qna-admin-filter__link--current',
            )}
            aria-current={option === status ? 'page' : undefined}
          >
            {STATUS_LABELS[option]}
          </Link>
        ))}
      </nav>
      <AsyncContent data={page} failureMessage="질문 목록을 불러오지 못했습니다.">
        {(loaded) => <QueueTable status={status} page={loaded} pageNumber={pageNumber} now={now} />}
      </AsyncContent>
    </AdminPage>
  );
}

interface QueueTableProps {
  status: AdminQuestionStatus;
  page: AdminQuestionPage;
  pageNumber: number;
  now: number;
}

function QueueTable({ status, page, pageNumber, now }: QueueTableProps) {
  return (
    <>
      <p className="qna-admin-queue__count" role="status">
        {STATUS_LABELS[status]} 질문 {koreanCount(page.totalElements, '개')}
      </p>
      <Table
        caption={`${STATUS_LABELS[status]} 질문`}
        captionHidden
        columns={columns(now)}
        rows={page.content}
        rowKey={(question) => question.id}
        emptyMessage={
          status === 'unanswered' ? '답변을 기다리는 질문이 없습니다.' : '질문이 없습니다.'
        }
      />
      <Pagination
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => queueHref(status, target)}
      />
    </>
  );
}
