import './layout.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
}

/** The heading of a page: its one h1 and an optional one-line explanation. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="su-page-header">
      <h1 className="su-page-header__title">{title}</h1>
      {subtitle ? <p className="su-page-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}
