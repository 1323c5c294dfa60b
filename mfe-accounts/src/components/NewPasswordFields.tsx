import { PasswordField } from 'shared-ui';
import type { NewPasswordInput } from './newPassword';

export interface NewPasswordFieldsProps {
  value: NewPasswordInput;
  onChange: (value: NewPasswordInput) => void;
  /** Shown under the first field. */
  passwordHint?: string;
}

/** 비밀번호 and 비밀번호 재확인: a new SMUNITY password, typed twice. */
export function NewPasswordFields({ value, onChange, passwordHint }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="비밀번호"
        hint={passwordHint}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <PasswordField
        label="비밀번호 재확인"
        autoComplete="new-password"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
      />
    </>
  );
}
