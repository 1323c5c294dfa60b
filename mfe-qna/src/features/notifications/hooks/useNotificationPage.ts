import { useAsyncData } from '@smunity/shared-ui';
import { usePageNumber } from '../../../hooks/usePageNumber';
import { fetchNotificationPage } from '../api/notificationsApi';

/** The notifications page of the address bar (?page=, 1-based), fetched 0-based. */
export function useNotificationPage() {
  const pageNumber = usePageNumber();
  const page = useAsyncData(
    (signal) => fetchNotificationPage(pageNumber - 1, signal),
    [pageNumber],
  );
  return { pageNumber, page };
}
