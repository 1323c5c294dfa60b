import { useSearchParams } from 'react-router-dom';
import { useAsyncData } from 'shared-ui';
import { fetchQuestionPage } from '../api/questionsApi';

/** `?page=` is 1-based; anything that is not a page number means the first page. */
export function parsePageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list page of the address bar (1-based) and its questions, fetched 0-based. */
export function useQuestionPage() {
  const [searchParams] = useSearchParams();
  const pageNumber = parsePageNumber(searchParams.get('page'));
  const page = useAsyncData((signal) => fetchQuestionPage(pageNumber - 1, signal), [pageNumber]);
  return { pageNumber, page };
}
