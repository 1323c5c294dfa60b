import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { formatNumber } from '../format';
import './Pagination.css';

export interface PaginationProps {
  /** 1-based, as in the URL (?page=1). */
  currentPage: number;
  totalPages: number;
  /** Where the link to a (1-based) page goes, e.g. page => `?page=${page}`. */
  pageHref: (page: number) => To;
  /** Names the navigation landmark ("페이지 이동" when not given). */
  label?: string;
  /** How many page numbers are shown around the current one. */
  maxPageLinks?: number;
}

/** 이전 / page numbers / 다음, as links so every page has a URL. */
export function Pagination({
  currentPage,
  totalPages,
  pageHref,
  label,
  maxPageLinks = 5,
}: PaginationProps) {
  const { formatMessage } = useIntl();
  if (totalPages < 1) return null;
  const pages = visiblePages(currentPage, totalPages, maxPageLinks);

  return (
    <nav
      className="su-pagination"
      aria-label={label ?? formatMessage({ id: 'ui.pagination.label' })}
    >
      <ul className="su-pagination__list">
        <li>
          <StepLink
            page={currentPage - 1}
            enabled={currentPage > 1}
            pageHref={pageHref}
            text={formatMessage({ id: 'ui.pagination.previous' })}
          />
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={pageHref(page)}
              className="su-pagination__link"
              aria-label={formatMessage({ id: 'ui.pagination.page' }, { page: formatNumber(page) })}
              aria-current={page === currentPage ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          <StepLink
            page={currentPage + 1}
            enabled={currentPage < totalPages}
            pageHref={pageHref}
            text={formatMessage({ id: 'ui.pagination.next' })}
          />
        </li>
      </ul>
    </nav>
  );
}

interface StepLinkProps {
  page: number;
  enabled: boolean;
  pageHref: PaginationProps['pageHref'];
  text: string;
}

function StepLink({ page, enabled, pageHref, text }: StepLinkProps) {
  if (!enabled) {
    // A link with nowhere to go is not a link: shown for a stable layout, out of the tab order.
    return (
      <span className="su-pagination__link" aria-disabled="true">
        {text}
      </span>
    );
  }
  return (
    <Link to={pageHref(page)} className="su-pagination__link">
      {text}
    </Link>
  );
}

/** A window of at most `count` consecutive pages that contains the current page. */
export function visiblePages(currentPage: number, totalPages: number, count: number): number[] {
  const size = Math.min(count, totalPages);
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const first = Math.min(Math.max(current - Math.floor(size / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
