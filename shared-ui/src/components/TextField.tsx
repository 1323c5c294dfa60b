import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from '../classNames';
import { Field, type FieldTextProps } from './Field';

export type TextFieldProps = FieldTextProps & Omit<ComponentPropsWithoutRef<'input'>, 'id'>;

/** A labelled single-line input (read-only fields included). */
export function TextField({
  label,
  hint,
  error,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          type={type}
          className={classNames('su-field__input', className)}
          {...control}
          {...inputProps}
        />
      )}
    </Field>
  );
}
