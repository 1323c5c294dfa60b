import { ROUTES } from '@smunity/shared-ui';
import type { RemoteHeaderModule } from './contract';
import { subscribeUnreadCount } from './features/notifications/hooks/unreadCount';

/**
 * Exposed as './header' (docs/adr/0034): the 알림 entry of the site header with the signed-in
 * member's unread count. The shell subscribes only while a member is signed in.
 */
export const subscribeHeaderItems: RemoteHeaderModule['subscribeHeaderItems'] = (listener) =>
  subscribeUnreadCount((count) =>
    listener([
      {
        id: 'notifications',
        label: '알림',
        to: ROUTES.QNA_NOTIFICATIONS,
        count,
        countLabel: `읽지 않은 알림 ${count}개`,
      },
    ]),
  );
