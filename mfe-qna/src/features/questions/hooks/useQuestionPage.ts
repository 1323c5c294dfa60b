import { useAsyncData } from 'shared-ui';
import { usePageNumber } from '../../../hooks/usePageNumber';
import { fetchQuestionPage } from '../api/questionsApi';

/** The list page of the address bar (1-based) and its questions, fetched 0-based. */
export function useQuestionPage() {
  const pageNumber = usePageNumber();
  const page = useAsyncData((signal) => fetchQuestionPage(pageNumber - 1, signal), [pageNumber]);
  return { pageNumber, page };
}
