import './layout.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** A further line under the subtitle (e.g. "Q&A 게시판입니다." under the site's name). */
  description?: string;
}

/** The heading of a page: its one h1 and up to two short lines that explain it. */
export function PageHeader({ title, subtitle, description }: PageHeaderProps) {
  return (
    <header className="su-page-header">
      <h1 className="su-page-header__title">{title}</h1>
      {subtitle ? <p className="su-page-header__subtitle">{subtitle}</p> : null}
      {description ? <p className="su-page-header__subtitle">{description}</p> : null}
    </header>
  );
}
