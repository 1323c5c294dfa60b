import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InKorean } from '../testing/inLanguage';
import { holdHomeFigures, renderApp } from '../testing/renderApp';
import { expectNotFoundNotice } from '@smunity/shared-ui/src/testing/notFound';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('error page', () => {
  // A visitor; the layout's reads never answer.
  beforeEach(() => holdHomeFigures());

  it('says in Korean that an unknown address has no page, names it in the title, and leads home', async () => {
    await renderApp('/no/such/page');

    expectNotFoundNotice();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a route error with its message', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenPage(): never {
      throw new Error('서버 응답을 해석하지 못했습니다');
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="the page">
          <BrokenPage />
        </RouteErrorBoundary>
      </MemoryRouter>,
      { wrapper: InKorean },
    );

    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('서버 응답을 해석하지 못했습니다')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('is left for the next page the visitor goes to', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenPage(): never {
      throw new Error('서버 응답을 해석하지 못했습니다');
    }
    function Pages() {
      const { key } = useLocation();
      return (
        <RouteErrorBoundary resetKey={key}>
          <Routes>
            <Route path="/" element={<BrokenPage />} />
            <Route path="/next" element={<p>다음 페이지</p>} />
          </Routes>
        </RouteErrorBoundary>
      );
    }
    render(
      <MemoryRouter>
        <Pages />
        <Link to="/next">다음</Link>
      </MemoryRouter>,
      { wrapper: InKorean },
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();

    await act(async () => screen.getByRole('link', { name: '다음' }).click());

    expect(screen.getByText('다음 페이지')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
