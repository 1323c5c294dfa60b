import type { ErrorBody, Session, VerificationResponse } from '@smunity/api-contract';

/** Roles a stored member can have (ROLE_VERIFIED only ever lives inside a verification token). */
export type { MemberRole } from '@smunity/api-contract';

/**
 * The login response (POST /accounts/login) as the page keeps it, in the `member` cookie: without
 * the refresh token, which lives only in the api's HttpOnly cookie, out of reach of scripts
 * (docs/adr/0022).
 */
export type MemberSession = Omit<Session, 'refreshToken'>;

/**
 * The portal-verified student (POST /auth/register), kept in the `auth` cookie until sign-up.
 * The api answers "" for a portal without an e-mail; the session keeps that as null.
 */
export type VerificationResult = Omit<VerificationResponse, 'email'> & { email: string | null };

/** What the password-reset page needs from POST /auth/password/reset (`authPassword` cookie). */
export type ResetAuthorization = Pick<VerificationResponse, 'username' | 'authToken'>;

/** Every error the api answers; `detail` (field → message) only for body validation failures. */
export type ApiErrorBody = ErrorBody;
