import { useIntl } from 'react-intl';
import { PasswordField } from './PasswordField';
import type { NewPasswordInput } from './newPassword';

export interface NewPasswordFieldsProps {
  value: NewPasswordInput;
  onChange: (value: NewPasswordInput) => void;
  /** The first field's label: 비밀번호 (when not given) at sign-up and reset, 새 비밀번호 on my page. */
  passwordLabel?: string;
  /** Shown under the first field. */
  passwordHint?: string;
}

/** 비밀번호 and 비밀번호 재확인: a new SMUNITY password, typed twice (check it with newPasswordProblem). */
export function NewPasswordFields({
  value,
  onChange,
  passwordLabel,
  passwordHint,
}: NewPasswordFieldsProps) {
  const { formatMessage } = useIntl();
  return (
    <>
      <PasswordField
        label={passwordLabel ?? formatMessage({ id: 'ui.newPassword.password' })}
        hint={passwordHint}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <PasswordField
        label={formatMessage({ id: 'ui.newPassword.confirmation' })}
        autoComplete="new-password"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
      />
    </>
  );
}
