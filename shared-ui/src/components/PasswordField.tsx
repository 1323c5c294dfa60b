import { useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../classNames';
import { Field, type FieldTextProps } from './Field';

export type PasswordFieldProps = FieldTextProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type'>;

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const { formatMessage } = useIntl();
  const [visible, setVisible] = useState(false);

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="su-field__with-action">
          <input
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            className={classNames('su-field__input', className)}
            {...control}
            {...inputProps}
          />
          <button
            type="button"
            className="su-field__action"
            aria-label={formatMessage({ id: visible ? 'ui.password.hide' : 'ui.password.show' })}
            aria-controls={control.id}
            onClick={() => setVisible((current) => !current)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
        fill="currentColor"
      />
      {crossed ? (
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
