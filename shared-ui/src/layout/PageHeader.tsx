import { PageTitle } from './PageTitle';
import './layout.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** A further line under the subtitle (e.g. "Q&A 게시판입니다." under the site's name). */
  description?: string;
  /** The page's name in `<title>` when it is not the heading (the board's pages: "질문 등록 · Q&A 게시판"). */
  documentTitle?: string;
}

/**
 * The heading of a page: its one h1 and up to two short lines that explain it, and the page's
 * `<title>` (its heading unless told otherwise).
 */
export function PageHeader({ title, subtitle, description, documentTitle }: PageHeaderProps) {
  return (
    <header className="su-page-header">
      <PageTitle page={documentTitle ?? title} />
      <h1 className="su-page-header__title">{title}</h1>
      {subtitle ? <p className="su-page-header__subtitle">{subtitle}</p> : null}
      {description ? <p className="su-page-header__subtitle">{description}</p> : null}
    </header>
  );
}
