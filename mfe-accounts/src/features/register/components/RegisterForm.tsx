import { useState, type FormEvent } from 'react';
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
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRegister(input);
  };

  return (
    <form className="accounts-form" noValidate onSubmit={handleSubmit}>
      <TextField label="이름" value={verification.name} readOnly />
      <TextField label="학번" value={verification.username} autoComplete="username" readOnly />
      <TextField label="학과" value={verification.department} readOnly />
      {verification.secondDepartment ? (
        <TextField label="다전공" value={verification.secondDepartment} readOnly />
      ) : null}
      <TextField label="이메일" value={verification.email ?? ''} readOnly />
      <NewPasswordFields
        value={input}
        onChange={setInput}
        passwordHint="- 스뮤니티 사이트의 고유 비밀번호를 설정해주세요."
      />
      <Button type="submit" block disabled={pending}>
        가입하기
      </Button>
      <LoadingOverlay active={pending} label="회원가입을 처리하는 중입니다…" />
    </form>
  );
}
