import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Container, ROUTES } from '@smunity/shared-ui';
import './errors.css';

/** One line saying what went wrong, in the words React Router's default error page uses. */
function describe(error: unknown): string {
  if (error === undefined) return '404 Not Found';
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The default error page: any route error and any unknown path. Its English title is the one
 * text the product keeps from the original (docs/domain.md §10); the rest is Korean.
 */
export function ErrorPage() {
  const error = useRouteError();
  return <ErrorContent detail={describe(error)} />;
}

/** An unknown path (shell or area): the error page without a thrown error. */
export function NotFoundPage() {
  return <ErrorContent detail={describe(undefined)} />;
}

function ErrorContent({ detail }: { detail: string }) {
  return (
    <Container>
      <section className="shell-error">
        <h1 className="shell-error__title">Unexpected Application Error!</h1>
        <p className="shell-error__detail">{detail}</p>
        <p>요청하신 페이지를 찾을 수 없거나 처리 중 오류가 발생했습니다.</p>
        <p>
          <Link to={ROUTES.HOME}>홈으로 돌아가기</Link>
        </p>
      </section>
    </Container>
  );
}
