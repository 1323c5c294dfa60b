import type { AdminQuestion, AdminQuestionPage, AdminQuestionStatus } from '@smunity/api-contract';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
  formatNumber,
} from '@smunity/shared-ui';
import { QUEUE_STATUSES, useAdminQuestions } from '../hooks/useAdminQuestions';
import { ADMIN_PATHS } from '../paths';
import { AuthorName } from '../../../components/post/AuthorName';
import { AdminPage } from './AdminPage';
import { waitingTime } from './waiting';

const statusLabelId = (status: AdminQuestionStatus) => `qna.admin.queue.status.${status}`;

const queueHref = (status: AdminQuestionStatus, page = 1) =>
  `${ADMIN_PATHS.QUESTIONS}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

function columns(now: number, intl: IntlShape): TableColumn<AdminQuestion>[] {
  const text = (id: string) => intl.formatMessage({ id });
  return [
    {
      id: 'title',
      header: text('qna.question.title'),
      cell: (question) => (
        <Link className="qna-admin-queue__title" to={ROUTES.qnaQuestion(question.id)}>
          {question.title}
        </Link>
      ),
    },
    {
      id: 'author',
      header: text('qna.post.author'),
      cell: (question) => (
        <span className="qna-admin-queue__author">
          {/* The real name (of an anonymous question too), or the api's 탈퇴한 회원 named. */}
          <AuthorName author={question.author} />
          {/* null: the author withdrew, the question is nobody's now. */}
          {question.authorUsername !== null && (
            <FormattedMessage
              id="qna.admin.queue.authorUsername"
              values={{ username: question.authorUsername }}
            />
          )}
          {question.anonymous && (
            <span className="qna-admin-badge">
              <FormattedMessage id="qna.admin.queue.anonymous" />
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'created',
      header: text('qna.post.date'),
      align: 'center',
      cell: (question) => (
        <time dateTime={question.createdAt}>{shortDateTime(question.createdAt)}</time>
      ),
    },
    {
      id: 'waiting',
      header: text('qna.admin.queue.waiting'),
      align: 'center',
      cell: (question) => (question.answered ? '—' : waitingTime(question.createdAt, now, intl)),
    },
    {
      id: 'action',
      header: text('qna.answer.section'),
      align: 'center',
      cell: (question) =>
        question.answered ? (
          <Link to={ROUTES.qnaQuestion(question.id)}>
            <FormattedMessage id="qna.admin.queue.viewAnswer" />
          </Link>
        ) : (
          // The answer pages of the board (features/answers), reached by their route.
          <ButtonLink
            to={ROUTES.qnaAnswer(question.id)}
            aria-label={intl.formatMessage(
              { id: 'qna.admin.queue.answerLabel' },
              { title: question.title },
            )}
          >
            <FormattedMessage id="qna.answer.createTitle" />
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
  const intl = useIntl();
  return (
    <AdminPage name="queue">
      <nav
        className="qna-admin-filter"
        aria-label={intl.formatMessage({ id: 'qna.admin.queue.filter' })}
      >
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
            <FormattedMessage id={statusLabelId(option)} />
          </Link>
        ))}
      </nav>
      <AsyncContent
        data={page}
        failureMessage={intl.formatMessage({ id: 'qna.board.listFailure' })}
      >
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
  const intl = useIntl();
  const statusLabel = intl.formatMessage({ id: statusLabelId(status) });
  return (
    <>
      <p className="qna-admin-queue__count" role="status">
        <FormattedMessage
          id="qna.admin.queue.count"
          values={{ status: statusLabel, count: formatNumber(page.totalElements) }}
        />
      </p>
      <Table
        caption={intl.formatMessage({ id: 'qna.admin.queue.caption' }, { status: statusLabel })}
        captionHidden
        columns={columns(now, intl)}
        rows={page.content}
        rowKey={(question) => question.id}
        emptyMessage={intl.formatMessage({
          id: status === 'unanswered' ? 'qna.admin.queue.emptyUnanswered' : 'qna.board.empty',
        })}
      />
      <Pagination
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => queueHref(status, target)}
      />
    </>
  );
}
