import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VerificationResult } from '@smunity/shared-auth';
import {
  Button,
  EMPTY_NEW_PASSWORD,
  LoadingOverlay,
  NewPasswordFields,
  TextField,
  type NewPasswordInput,
} from '@smunity/shared-ui';

export interface RegisterFormProps {
  verification: VerificationResult;
  pending: boolean;
  onRegister: (input: NewPasswordInput) => void;
}

/** The portal profile, read-only, and the new SMUNITY password typed twice. */
export function RegisterForm({ verification, pending, onRegister }: RegisterFormProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRegister(input);
  };

  return (
    <form className="accounts-form" noValidate onSubmit={handleSubmit}>
      <TextField label={text('accounts.register.name')} value={verification.name} readOnly />
      <TextField
        label={text('accounts.credentials.username')}
        value={verification.username}
        autoComplete="username"
        readOnly
      />
      <TextField
        label={text('accounts.register.department')}
        value={verification.department}
        readOnly
      />
      {verification.secondDepartment ? (
        <TextField
          label={text('accounts.register.secondMajor')}
          value={verification.secondDepartment}
          readOnly
        />
      ) : null}
      <TextField
        label={text('accounts.register.email')}
        value={verification.email ?? ''}
        readOnly
      />
      <NewPasswordFields
        value={input}
        onChange={setInput}
        passwordHint={text('accounts.register.passwordHint')}
      />
      <Button type="submit" block disabled={pending}>
        <FormattedMessage id="accounts.register.submit" />
      </Button>
      <LoadingOverlay active={pending} label={text('accounts.register.pending')} />
    </form>
  );
}
