import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderApp } from '../testing/renderApp';
import { ErrorPage } from './ErrorPage';
import { neverAnswerFetch } from '../testing/fakeFetch';

describe('error page', () => {
  // A visitor; the layout's reads never answer.
  beforeEach(() => neverAnswerFetch());

  it('shows the default error text for an unknown route, with nav and footer still there', async () => {
    await renderApp('/no/such/page');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a route error with its message', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenPage(): never {
      throw new Error('서버 응답을 해석하지 못했습니다');
    }
    const router = createMemoryRouter([
      { path: '/', errorElement: <ErrorPage />, element: <BrokenPage /> },
    ]);
    render(<RouterProvider router={router} />);

    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('서버 응답을 해석하지 못했습니다')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
