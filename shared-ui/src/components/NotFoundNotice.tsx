import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Container } from '../layout/Container';
import { PageTitle } from '../layout/PageTitle';
import { ROUTES } from '../routes';
import './NotFoundNotice.css';

export interface NotFoundNoticeProps {
  /** What is missing: "페이지를 찾을 수 없습니다" (when not given), "질문을 찾을 수 없습니다". */
  title?: string;
  /** Why, in one sentence a student understands (an unknown address's when not given). */
  message?: string;
  /** Where to go instead besides home (e.g. the Q&A board). */
  children?: ReactNode;
}

/**
 * The site's "not found": an unknown address (the shell, an area, a parcel) or a thing that is
 * not there (a question), with its own `<title>` and a way home.
 */
export function NotFoundNotice({ title, message, children }: NotFoundNoticeProps) {
  const { formatMessage } = useIntl();
  const heading = title ?? formatMessage({ id: 'ui.notFound.title' });
  return (
    <Container>
      <section className="su-not-found">
        <PageTitle page={heading} />
        <h1 className="su-not-found__title">{heading}</h1>
        <p>{message ?? formatMessage({ id: 'ui.notFound.message' })}</p>
        <ul className="su-not-found__links">
          {children}
          <li>
            <Link to={ROUTES.HOME}>
              <FormattedMessage id="ui.notFound.home" />
            </Link>
          </li>
        </ul>
      </section>
    </Container>
  );
}
