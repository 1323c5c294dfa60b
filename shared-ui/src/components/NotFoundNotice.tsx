import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../layout/Container';
import { PageTitle } from '../layout/PageTitle';
import { ROUTES } from '../routes';
import './NotFoundNotice.css';

export interface NotFoundNoticeProps {
  /** What is missing: "페이지를 찾을 수 없습니다", "질문을 찾을 수 없습니다". */
  title?: string;
  /** Why, in one sentence a student understands. */
  message?: string;
  /** Where to go instead besides home (e.g. the Q&A board). */
  children?: ReactNode;
}

/**
 * The site's "not found": an unknown address (the shell, an area, a parcel) or a thing that is
 * not there (a question). Korean, with its own `<title>` and a way home.
 */
export function NotFoundNotice({
  title = '페이지를 찾을 수 없습니다',
  message = '주소가 잘못되었거나 더 이상 없는 페이지입니다. 주소를 다시 확인해 주세요.',
  children,
}: NotFoundNoticeProps) {
  return (
    <Container>
      <section className="su-not-found">
        <PageTitle page={title} />
        <h1 className="su-not-found__title">{title}</h1>
        <p>{message}</p>
        <ul className="su-not-found__links">
          {children}
          <li>
            <Link to={ROUTES.HOME}>홈으로 돌아가기</Link>
          </li>
        </ul>
      </section>
    </Container>
  );
}
