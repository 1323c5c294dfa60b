import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE, formatNumber, loadMessages, pageLocale, ROUTES } from '@smunity/shared-ui';
import type { RemoteHeaderModule } from './contract';
import { subscribeUnreadCount } from './features/notifications/hooks/unreadCount';
import { HEADER_CATALOG } from './messages/header/catalog';

/**
 * Exposed as './header' (docs/adr/0034): the 알림 entry of the site header with the signed-in
 * member's unread count. The shell subscribes only while a member is signed in.
 *
 * The shell shows the items as plain strings, outside this area's catalog, so the texts are
 * formatted here, in the page's language (`<html lang>`, which a change of language reloads):
 * in English the catalog's chunk is loaded before the first item.
 */
export const subscribeHeaderItems: RemoteHeaderModule['subscribeHeaderItems'] = (listener) => {
  const locale = pageLocale();
  let unsubscribe: (() => void) | undefined;
  let ended = false;
  loadMessages(HEADER_CATALOG, locale)
    .then((messages) => {
      if (ended) return;
      const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
      unsubscribe = subscribeUnreadCount((count) =>
        listener([
          {
            id: 'notifications',
            label: intl.formatMessage({ id: 'qna.notifications.title' }),
            to: ROUTES.QNA_NOTIFICATIONS,
            count,
            countLabel: intl.formatMessage(
              { id: 'qna.notifications.unreadCount' },
              { count: formatNumber(count) },
            ),
          },
        ]),
      );
    })
    // A catalog that cannot be loaded: no entry, as when this remote cannot be loaded.
    .catch(() => undefined);
  return () => {
    ended = true;
    unsubscribe?.();
  };
};
