import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { classNames } from '@smunity/shared-ui';
import './panel.css';

/** The white box both pages are built from; it holds one or more panels. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={classNames('mypage-card', className)} {...props} />;
}

export interface PanelProps {
  title: ReactNode;
  /** Buttons beside the title (e.g. 업데이트). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A section named by its heading, with optional buttons beside the heading. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const titleId = useId();
  return (
    <section className={classNames('mypage-panel', className)} aria-labelledby={titleId}>
      <div className="mypage-panel__header">
        <h2 id={titleId} className="mypage-panel__title">
          {title}
        </h2>
        {actions ? <div className="mypage-panel__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
