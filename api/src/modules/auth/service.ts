import type { Static } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import type { VerificationPurpose } from '../../db/enums';
import { AppError } from '../../errors';
import type { PortalCredentials } from '../../portal';
import { fetchVerifiedStudent, refuseFutureEntranceYear } from '../members/portal-profile';
import { memberIdByUsername } from '../members/queries';
import { storeVerification } from './queries';
import type { VerificationResponseSchema } from './schemas';

/** The portal's profile plus the verification token (POST /auth/register, /auth/password/reset). */
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

type VerificationContext = Pick<AppContext, 'db' | 'portal' | 'tokens' | 'terms'>;

/**
 * Portal verification before sign-up: 400 ACCOUNT016 for an entrance year after this year and
 * 409 ACCOUNT001 for a registered 학번 (checked first, so no portal login is spent on them). What the portal says is kept server-side under the token's
 * jti; sign-up takes the name and departments from there (docs/adr/0010).
 */
export async function verifyForRegistration(
  context: VerificationContext,
  credentials: PortalCredentials,
): Promise<VerificationResponse> {
  refuseFutureEntranceYear(credentials.username, context.terms.calendarYear());
  if ((await memberIdByUsername(context.db, credentials.username)) !== null) {
    throw AppError.of('ACCOUNT001');
  }
  return verify(context, credentials, 'REGISTER');
}

/** Portal verification before a password reset: 404 MEMBER002 for an unknown 학번. */
export async function verifyForPasswordReset(
  context: VerificationContext,
  credentials: PortalCredentials,
): Promise<VerificationResponse> {
  if ((await memberIdByUsername(context.db, credentials.username)) === null) {
    throw AppError.of('MEMBER002');
  }
  return verify(context, credentials, 'PASSWORD_RESET');
}

async function verify(
  { db, portal, tokens }: VerificationContext,
  credentials: PortalCredentials,
  purpose: VerificationPurpose,
): Promise<VerificationResponse> {
  const student = await fetchVerifiedStudent(portal, credentials);
  const token = tokens.signVerification(student.username);
  // A reset needs only the 학번: the profile is not kept longer than the answer takes.
  const profile =
    purpose === 'REGISTER'
      ? {
          name: student.name,
          email: student.email,
          department: student.department,
          second_department: student.secondDepartment,
        }
      : {};
  await storeVerification(db, {
    jti: token.jti,
    purpose,
    username: student.username,
    expires_at: token.expiresAt,
    ...profile,
  });
  return { ...student, authToken: token.token };
}
