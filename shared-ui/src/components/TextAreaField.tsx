import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from '../classNames';
import { Field, type FieldTextProps } from './Field';

export type TextAreaFieldProps = FieldTextProps & Omit<ComponentPropsWithoutRef<'textarea'>, 'id'>;

/** A labelled multi-line input (e.g. the body of a question or an answer). */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          className={classNames('su-field__input', 'su-field__input--multiline', className)}
          {...control}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
