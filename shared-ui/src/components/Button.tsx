import type { ComponentPropsWithoutRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from '../classNames';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container (forms on phones). */
  block?: boolean;
}

function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  extra?: string,
) {
  return classNames(
    'su-button',
    `su-button--${variant}`,
    `su-button--${size}`,
    block && 'su-button--block',
    extra,
  );
}

export type ButtonProps = ComponentPropsWithoutRef<'button'> & ButtonLook;

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      {...props}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** An in-app link that looks like a button (it navigates, so it stays a link for assistive tech). */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...props} />;
}
