import type { ReactNode } from 'react';
import { classNames, PageHeader } from '@smunity/shared-ui';
import './pageHeading.css';

export interface PageHeadingProps {
  title: string;
  /** Buttons or links beside the title; on a narrow screen they wrap under it. */
  children?: ReactNode;
  /** A page's own adjustments (spacing, print). */
  className?: string;
}

/** The heading of every page of my page's area: the page title with its actions beside it. */
export function PageHeading({ title, children, className }: PageHeadingProps) {
  return (
    <div className={classNames('mypage-page-heading', className)}>
      <PageHeader title={title} />
      {children}
    </div>
  );
}
