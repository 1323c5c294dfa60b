import { FormattedMessage, useIntl } from 'react-intl';
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
  const { formatMessage } = useIntl();
  return (
    <Container>
      <section className="shell-error">
        <PageTitle page={formatMessage({ id: 'error.pageTitle' })} />
        <h1 className="shell-error__title">
          <FormattedMessage id="error.title" />
        </h1>
        <p className="shell-error__detail">{describe(error)}</p>
        <p>
          <FormattedMessage id="error.explanation" />
        </p>
        <p>
          <Link to={ROUTES.HOME}>
            <FormattedMessage id="error.home" />
          </Link>
        </p>
      </section>
    </Container>
  );
}
