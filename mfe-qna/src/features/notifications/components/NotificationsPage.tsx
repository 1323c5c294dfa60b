import type { Notification, NotificationPage } from '@smunity/api-contract';
import { FormattedMessage, useIntl } from 'react-intl';
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
function NotificationText({ kind, questionTitle }: Notification) {
  return (
    <FormattedMessage
      id={kind === 'ANSWERED' ? 'qna.notifications.answered' : 'qna.notifications.answerEdited'}
      values={{ title: questionTitle }}
    />
  );
}

/** /qna/notifications: answers to my questions, newest first; opening one marks it read. */
export function NotificationsPage() {
  const { pageNumber, page } = useNotificationPage();
  const { pending, submit } = useSubmission();
  const intl = useIntl();

  const readAll = () =>
    submit(async () => {
      await markAllNotificationsRead();
      page.reload();
      await refreshUnreadCount();
    });

  return (
    <Container>
      <PageHeader
        title={intl.formatMessage({ id: 'qna.notifications.title' })}
        description={intl.formatMessage({ id: 'qna.notifications.description' })}
      />
      <div className="qna-notifications__toolbar">
        <Button variant="secondary" onClick={() => void readAll()} disabled={pending}>
          <FormattedMessage id="qna.notifications.readAll" />
        </Button>
      </div>
      <AsyncContent
        data={page}
        failureMessage={intl.formatMessage({ id: 'qna.notifications.loadFailure' })}
      >
        {(loaded) => <NotificationList page={loaded} pageNumber={pageNumber} />}
      </AsyncContent>
    </Container>
  );
}

function NotificationList({ page, pageNumber }: { page: NotificationPage; pageNumber: number }) {
  const intl = useIntl();
  if (page.content.length === 0) {
    return (
      <p className="qna-notifications__empty">
        <FormattedMessage id="qna.notifications.empty" />
      </p>
    );
  }
  return (
    <>
      <ul
        className="qna-notifications"
        aria-label={intl.formatMessage({ id: 'qna.notifications.list' })}
      >
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
        {!notification.read && (
          <span className="qna-notifications__badge">
            <FormattedMessage id="qna.notifications.new" />
          </span>
        )}
        <NotificationText {...notification} />
      </Link>
      <time dateTime={notification.createdAt}>{shortDateTime(notification.createdAt)}</time>
    </li>
  );
}
