import { Link } from 'react-router-dom';
import { Container, PageTitle, ROUTES } from '@smunity/shared-ui';
import './errors.css';

/** One line saying what went wrong. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The page shown where a page failed to render (RouteErrorBoundary). Its English title is the one
 * text the product keeps from the original, whose router printed it (docs/domain.md §7); the rest
 * is Korean. An unknown address is not an error: its route shows the Korean "not found" page.
 */
export function ErrorPage({ error }: { error: unknown }) {
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
