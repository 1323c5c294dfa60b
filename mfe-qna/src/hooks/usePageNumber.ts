import { useSearchParams } from 'react-router-dom';

/** `?page=` is 1-based; anything that is not a page number means the first page. */
export function parsePageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The page number of the address bar (?page=, 1-based) of a paged list. */
export function usePageNumber(): number {
  const [searchParams] = useSearchParams();
  return parsePageNumber(searchParams.get('page'));
}
