import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from '../classNames';
import './layout.css';

/** Centres content at the site's reading width with side padding that shrinks on phones. */
export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={classNames('su-container', className)} {...props} />;
}
