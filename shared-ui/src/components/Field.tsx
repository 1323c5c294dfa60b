import { useId, type ReactNode } from 'react';
import './Field.css';

export interface FieldTextProps {
  /** The visible label; required so every input has an accessible name. */
  label: string;
  /** A hint under the input, announced with it. */
  hint?: string;
  /** A validation message; marks the input invalid and is announced with it. */
  error?: string;
}

interface FieldProps extends FieldTextProps {
  /** Renders the control with the ids and ARIA attributes that tie it to the label and texts. */
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}

/** Label, control, hint and error in one accessible unit (used by TextField and PasswordField). */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="su-field">
      <label className="su-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="su-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="su-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
