import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { classNames } from '../classNames';
import './layout.css';

type Gap = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** A step of the spacing scale (--su-space-N). */
  gap?: Gap;
  direction?: 'column' | 'row';
  /** Row stacks wrap by default so they stay usable on a 375 px screen. */
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
}

/** Lays children out in a column (or a wrapping row) with an even gap. */
export function Stack({
  gap = 4,
  direction = 'column',
  wrap = direction === 'row',
  align,
  className,
  style,
  ...props
}: StackProps) {
  return (
    <div
      className={classNames('su-stack', className)}
      style={{
        flexDirection: direction,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        gap: `var(--su-space-${gap})`,
        alignItems: align,
        ...style,
      }}
      {...props}
    />
  );
}
