import type { AdminQuestionStatus } from '@smunity/api-contract';
import { useSearchParams } from 'react-router-dom';
import { useAsyncData } from '@smunity/shared-ui';
import { usePageNumber } from '../../../hooks/usePageNumber';
import { fetchAdminQuestions } from '../api/adminApi';

export const QUEUE_STATUSES: readonly AdminQuestionStatus[] = ['unanswered', 'answered', 'all'];

/** `?status=`; anything else means the unanswered queue. */
export function parseStatus(value: string | null): AdminQuestionStatus {
  return QUEUE_STATUSES.find((status) => status === value) ?? 'unanswered';
}

/** The queue of the address bar (?status=&page=, 1-based) and its questions, fetched 0-based. */
export function useAdminQuestions() {
  const [searchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const pageNumber = usePageNumber();
  const page = useAsyncData(
    (signal) => fetchAdminQuestions(status, pageNumber - 1, signal),
    [status, pageNumber],
  );
  return { status, pageNumber, page };
}
