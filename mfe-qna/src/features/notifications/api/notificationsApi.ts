import type { NotificationPage, UnreadCount } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** My notifications, newest first (`pageIndex` is 0-based, as the api counts). */
export async function fetchNotificationPage(
  pageIndex: number,
  signal: AbortSignal,
): Promise<NotificationPage> {
  return ensureOk(
    await authClient.get<NotificationPage>('/notifications', {
      params: { page: pageIndex },
      signal,
    }),
  );
}

export async function fetchUnreadCount(): Promise<number> {
  return ensureOk(await authClient.get<UnreadCount>('/notifications/unread-count')).count;
}

export async function markNotificationRead(notificationId: number): Promise<void> {
  ensureOk(await authClient.post(`/notifications/${notificationId}/read`));
}

export async function markAllNotificationsRead(): Promise<void> {
  ensureOk(await authClient.post('/notifications/read-all'));
}
