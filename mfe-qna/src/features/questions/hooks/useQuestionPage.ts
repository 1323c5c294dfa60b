import { useSearchParams } from 'react-router-dom';
import { useSession } from '@smunity/shared-auth';
import { useAsyncData } from '@smunity/shared-ui';
import { usePageNumber } from '../../../hooks/usePageNumber';
import { FIRST_QUESTION_PAGE_URL, fetchQuestionPage } from '../api/questionsApi';

/** `?mine=1` on the board: only the signed-in member's questions ("내 질문"). */
export const MINE_PARAM = 'mine';

/**
 * The list page of the address bar (1-based) and its questions, fetched 0-based; `mine` while a
 * member asked for their own questions (a visitor's ?mine=1 shows every question).
 */
export function useQuestionPage() {
  const pageNumber = usePageNumber();
  const [searchParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const mine = isLoggedIn && searchParams.get(MINE_PARAM) === '1';
  const page = useAsyncData(
    (signal) => fetchQuestionPage(pageNumber - 1, signal, mine),
    [pageNumber, mine],
    // A guest's board may come with its first page (issue 27): only that request is answered.
    { firstData: pageNumber === 1 && !mine ? FIRST_QUESTION_PAGE_URL : undefined },
  );
  return { pageNumber, page, mine, canFilter: isLoggedIn };
}
