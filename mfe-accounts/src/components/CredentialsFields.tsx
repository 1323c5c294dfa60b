import { PasswordField, TextField } from '@smunity/shared-ui';
import type { StudentCredentials } from '../api/credentials';

export interface CredentialsFieldsProps {
  value: StudentCredentials;
  onChange: (value: StudentCredentials) => void;
  /** '비밀번호', or '샘물 비밀번호' where the portal password is asked next to the site's own. */
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
  passwordLabel = '비밀번호',
  passwordAutoComplete,
  focusUsernameInDialog = false,
}: CredentialsFieldsProps) {
  return (
    <>
      <TextField
        label="학번"
        name="username"
        inputMode="numeric"
        autoComplete={passwordAutoComplete === 'off' ? 'off' : 'username'}
        data-autofocus={focusUsernameInDialog || undefined}
        value={value.username}
        onChange={(event) => onChange({ ...value, username: event.target.value })}
      />
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete={passwordAutoComplete}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
    </>
  );
}
