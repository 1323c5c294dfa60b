import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Container, NotFoundNotice, PageTitle, ROUTES } from '@smunity/shared-ui';
import './errors.css';

/** One line saying what went wrong, in the words React Router's default error page uses. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The default error page of a route that failed. Its English title is the one text the product
 * keeps from the original (docs/domain.md §7); the rest is Korean. An unknown address is not an
 * error: it gets the Korean "not found" page, also when the router reports it as a 404.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice />;
  return (
    <Container>
      <section className="shell-error">
        <PageTitle page="오류" />
        <h1 className="shell-error__title">Unexpected Application Error!</h1>
        <p className="shell-error__detail">{describe(error)}</p>
        <p>요청하신 페이지를 처리하는 중 오류가 발생했습니다.</p>
        <p>
          <Link to={ROUTES.HOME}>홈으로 돌아가기</Link>
        </p>
      </section>
    </Container>
  );
}
