import type { Notification, NotificationPage } from '@smunity/api-contract';
import { Link } from 'react-router-dom';
import { useSubmission } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
  Container,
  PageHeader,
  Pagination,
  ROUTES,
  classNames,
  shortDateTime,
} from '@smunity/shared-ui';
import { markAllNotificationsRead, markNotificationRead } from '../api/notificationsApi';
import { refreshUnreadCount } from '../hooks/unreadCount';
import { useNotificationPage } from '../hooks/useNotificationPage';
import './notifications.css';

/** What a notification says about the member's question. */
export function notificationText({ kind, questionTitle }: Notification): string {
  return kind === 'ANSWERED'
    ? `'${questionTitle}' 질문에 답변이 달렸습니다.`
    : `'${questionTitle}' 질문의 답변이 수정되었습니다.`;
}

/** /qna/notifications: answers to my questions, newest first; opening one marks it read. */
export function NotificationsPage() {
  const { pageNumber, page } = useNotificationPage();
  const { pending, submit } = useSubmission();

  const readAll = () =>
    submit(async () => {
      await markAllNotificationsRead();
      page.reload();
      await refreshUnreadCount();
    });

  return (
    <Container>
      <PageHeader title="알림" description="내 질문에 달린 답변을 알려 드립니다." />
      <div className="qna-notifications__toolbar">
        <Button variant="secondary" onClick={() => void readAll()} disabled={pending}>
          모두 읽음
        </Button>
      </div>
      <AsyncContent data={page} failureMessage="알림을 불러오지 못했습니다.">
        {(loaded) => <NotificationList page={loaded} pageNumber={pageNumber} />}
      </AsyncContent>
    </Container>
  );
}

function NotificationList({ page, pageNumber }: { page: NotificationPage; pageNumber: number }) {
  if (page.content.length === 0)
    return <p className="qna-notifications__empty">알림이 없습니다.</p>;
  return (
    <>
      <ul className="qna-notifications" aria-label="알림 목록">
        {page.content.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      <Pagination
        currentPage={pageNumber}
        totalPages={page.totalPages}
        pageHref={(target) => `${ROUTES.QNA_NOTIFICATIONS}?page=${target}`}
      />
    </>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  // Marked read on the way to the question; the page there does not wait for it.
  const open = () => {
    if (notification.read) return;
    void markNotificationRead(notification.id)
      .then(refreshUnreadCount)
      .catch(() => undefined);
  };
  return (
    <li
      className={classNames(
        'qna-notifications__item',
        !notification.read && 'qna-notifications__item--unread',
      )}
    >
      <Link to={ROUTES.qnaQuestion(notification.questionId)} onClick={open}>
        {!notification.read && <span className="qna-notifications__badge">새 알림</span>}
        {notificationText(notification)}
      </Link>
      <time dateTime={notification.createdAt}>{shortDateTime(notification.createdAt)}</time>
    </li>
  );
}
