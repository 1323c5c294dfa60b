import { fetchUnreadCount } from '../api/notificationsApi';

/** How often the header's count is asked for while someone shows it. */
export const UNREAD_POLL_MS = 60_000;

type Listener = (count: number) => void;

const listeners = new Set<Listener>();
let count = 0;
let stopPolling: (() => void) | undefined;

/**
 * Asks the api for the unread count and tells the listeners. Called by the poll, when the tab
 * comes back into view, and by the notifications page after it marked something read. A failed
 * read keeps the last count (the session may be renewing; the next poll tries again).
 */
export async function refreshUnreadCount(): Promise<void> {
  if (listeners.size === 0) return;
  try {
    const latest = await fetchUnreadCount();
    if (latest === count) return;
    count = latest;
    for (const listener of listeners) listener(count);
  } catch {
    // Shown again at the next poll.
  }
}

function startPolling(): () => void {
  const timer = setInterval(() => void refreshUnreadCount(), UNREAD_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshUnreadCount();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The signed-in member's unread notifications, as the site header shows them (src/header.ts):
 * `listener` gets the count now, then each change; the api is asked while anyone listens.
 */
export function subscribeUnreadCount(listener: Listener): () => void {
  listeners.add(listener);
  listener(count);
  if (listeners.size === 1) {
    stopPolling = startPolling();
    void refreshUnreadCount();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopPolling?.();
    stopPolling = undefined;
    // The next member to sign in starts from nothing, not from this one's count.
    count = 0;
  };
}
