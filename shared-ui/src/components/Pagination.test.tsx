import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Pagination, visiblePages } from './Pagination';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

function renderPagination(currentPage: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        pageHref={(page) => `/qna/questions?page=${page}`}
      />
    </MemoryRouter>,
    { wrapper: inUi },
  );
}

describe('Pagination', () => {
  it('links 이전, every page and 다음, marking the current page', () => {
    renderPagination(2, 3);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual(['이전', '1', '2', '3', '다음']);
    expect(screen.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1 페이지' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '이전' })).toHaveAttribute(
      'href',
      '/qna/questions?page=1',
    );
    expect(screen.getByRole('link', { name: '다음' })).toHaveAttribute(
      'href',
      '/qna/questions?page=3',
    );
  });

  it('does not link past the first or the last page', () => {
    renderPagination(1, 1);

    expect(screen.queryByRole('link', { name: '이전' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '다음' })).not.toBeInTheDocument();
    expect(screen.getByText('이전')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('다음')).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing without pages', () => {
    renderPagination(1, 0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('visiblePages', () => {
  it('centres a window of pages on the current one and keeps it inside the range', () => {
    expect(visiblePages(1, 3, 5)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePages(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(99, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });
});
