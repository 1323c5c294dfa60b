import { Type } from '@fastify/type-provider-typebox';
import { messages } from '../../http/validation';
import { STUDENT_NUMBER_PATTERN } from '../../academic/student-number';
import { MAILBOX_PATTERN } from '../../mail/address';

// Request-body fields shared by the auth, accounts and members routes, with the original's
// Korean validation messages (docs/domain.md §4). `invalid` covers a wrong JSON type.

/** Longest password we hash: enough for any passphrase, bounded so a body cannot be all password. */
const MAX_PASSWORD_LENGTH = 128;
/** The portal decides its own rules; this only bounds the request. */
const MAX_PORTAL_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 50;
const MAX_EMAIL_LENGTH = 254;

const USERNAME_REQUIRED = '학번 입력은 필수 입니다.';
const USERNAME_FORMAT = '학번은 9자리 숫자 이어야 합니다.';
const PASSWORD_REQUIRED = '비밀번호 입력은 필수 입니다.';
const PASSWORD_TOO_LONG = `비밀번호는 최대 ${MAX_PASSWORD_LENGTH}자리까지 입력할 수 있습니다.`;

export const UsernameField = Type.String({
  pattern: STUDENT_NUMBER_PATTERN,
  description: '학번 (9자리 숫자, 앞 4자리 = 입학년도)',
  examples: ['202012301'],
  ...messages({ required: USERNAME_REQUIRED, invalid: USERNAME_FORMAT }),
});

/**
 * A password of ours. `tooShort` differs by endpoint: sign-up and login say "이어야", password
 * change and reset keep the original's typo "이이어야" (clients may compare the text).
 */
function passwordField(tooShort: string) {
  return Type.String({
    minLength: 8,
    maxLength: MAX_PASSWORD_LENGTH,
    // Not blank: eight spaces are no password (the original's @NotBlank).
    pattern: '\\S',
    description: '스뮤니티 비밀번호 (8자 이상)',
    ...messages({
      required: PASSWORD_REQUIRED,
      minLength: tooShort,
      maxLength: PASSWORD_TOO_LONG,
      pattern: PASSWORD_REQUIRED,
      invalid: PASSWORD_REQUIRED,
    }),
  });
}

/** Sign-up and login. */
export const PasswordField = passwordField('비밀번호는 최소 8자리 이어야 합니다.');
/** Password change and reset (the original's text, typo included). */
export const NewPasswordField = passwordField('비밀번호는 최소 8자리 이이어야 합니다.');

/**
 * The member's current password, asked again before a password change or a withdrawal (issue
 * 24: a borrowed access token alone must not take the account). Any length: it is compared, not
 * set (members from v1 may have shorter ones).
 */
export function currentPasswordField(required: string) {
  return Type.String({
    minLength: 1,
    maxLength: MAX_PASSWORD_LENGTH,
    description: '지금 쓰는 스뮤니티 비밀번호 (본인 확인)',
    ...messages({
      required,
      minLength: required,
      maxLength: PASSWORD_TOO_LONG,
      invalid: required,
    }),
  });
}

/** The portal (샘물) password: used for one portal login, never stored or logged. */
export const PortalPasswordField = Type.String({
  minLength: 1,
  maxLength: MAX_PORTAL_PASSWORD_LENGTH,
  pattern: '\\S',
  description: '샘물 포털 비밀번호 (이 요청에만 쓰이고 저장·기록되지 않음)',
  ...messages({
    required: PASSWORD_REQUIRED,
    maxLength: `비밀번호는 최대 ${MAX_PORTAL_PASSWORD_LENGTH}자리까지 입력할 수 있습니다.`,
    invalid: PASSWORD_REQUIRED,
  }),
});

/** 학번 and portal password (verification, profile refresh). */
export const PortalCredentialsSchema = Type.Object(
  { username: UsernameField, password: PortalPasswordField },
  { additionalProperties: false },
);

const EMAIL_REQUIRED = '이메일 입력은 필수 입니다.';
export const EmailField = Type.String({
  minLength: 1,
  maxLength: MAX_EMAIL_LENGTH,
  // One mailbox, strictly: no list, group, comment or display name (src/mail/address.ts).
  pattern: MAILBOX_PATTERN,
  ...messages({
    required: EMAIL_REQUIRED,
    minLength: EMAIL_REQUIRED,
    invalid: '이메일 형식에 맞지 않습니다.',
  }),
});

/** A non-blank text field whose only message is "<label> 입력은 필수 입니다.". */
export function requiredText(required: string, description: string) {
  return Type.String({
    minLength: 1,
    maxLength: MAX_NAME_LENGTH,
    pattern: '\\S',
    description,
    ...messages({
      required,
      maxLength: `최대 ${MAX_NAME_LENGTH}자까지 입력할 수 있습니다.`,
      invalid: required,
    }),
  });
}

export const DEPARTMENT_REQUIRED = '학과 입력은 필수 입니다.';
