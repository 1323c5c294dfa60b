import { useIntl } from 'react-intl';
import { PasswordField, TextField } from '@smunity/shared-ui';
import type { StudentCredentials } from '../api/credentials';

export interface CredentialsFieldsProps {
  value: StudentCredentials;
  onChange: (value: StudentCredentials) => void;
  /** The password's label: 비밀번호 unless told (샘물 비밀번호 where the portal's is meant). */
  passwordLabel?: string;
  /**
   * 'current-password' for the SMUNITY password; 'off' for the portal's, which a password
   * manager must not file under this site.
   */
  passwordAutoComplete: 'current-password' | 'off';
  /** In a dialog: the 학번 gets the focus when it opens, ahead of any link above the form. */
  focusUsernameInDialog?: boolean;
}

/** 학번 and password, the pair every accounts form starts with. */
export function CredentialsFields({
  value,
  onChange,
  passwordLabel,
  passwordAutoComplete,
  focusUsernameInDialog = false,
}: CredentialsFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'accounts.credentials.username' })}
        name="username"
        inputMode="numeric"
        autoComplete={passwordAutoComplete === 'off' ? 'off' : 'username'}
        data-autofocus={focusUsernameInDialog || undefined}
        value={value.username}
        onChange={(event) => onChange({ ...value, username: event.target.value })}
      />
      <PasswordField
        label={passwordLabel ?? intl.formatMessage({ id: 'accounts.credentials.password' })}
        name="password"
        autoComplete={passwordAutoComplete}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
    </>
  );
}
