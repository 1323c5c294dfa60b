/** Roles a stored member can have (ROLE_VERIFIED only ever lives inside a verification token). */
export type MemberRole = 'ROLE_USER' | 'ROLE_ADMIN';

/** The login response (POST /accounts/login), kept as JSON in the `member` cookie. */
export interface MemberSession {
  accessToken: string;
  refreshToken: string;
  memberRole: MemberRole;
  username: string;
}

/**
 * The portal-verified student (POST /auth/register), kept in the `auth` cookie until sign-up.
 * The portal may know no e-mail and most students have no second major, hence the nulls.
 */
export interface VerificationResult {
  name: string;
  username: string;
  department: string;
  secondDepartment: string | null;
  email: string | null;
  authToken: string;
}

/** What the password-reset page needs from POST /auth/password/reset (`authPassword` cookie). */
export interface ResetAuthorization {
  username: string;
  authToken: string;
}

/** Every error the api answers; `detail` (field → message) only for body validation failures. */
export interface ApiErrorBody {
  code: string;
  message: string;
  detail?: Record<string, string>;
}
