import type { Static } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import type { VerificationPurpose } from '../../db/enums';
import { AppError } from '../../errors';
import type { PortalCredentials, PortalStudent } from '../../portal';
import { fetchVerifiedStudent, refuseFutureEntranceYear } from '../members/portal-profile';
import { memberIdByUsername } from '../members/service';
import { storeVerification } from './queries';
import type { VerificationResponseSchema } from './schemas';

/** The portal's profile plus the verification token (POST /auth/register, /auth/password/reset). */
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

type VerificationContext = Pick<AppContext, 'db' | 'portal' | 'tokens' | 'terms' | 'now'>;

// Membership is told only after the portal accepted the password (docs/adr/0032): before it,
// anyone could learn who is a member by typing 학번 with any password. Both routes therefore
// spend a portal login even on the answer "already a member" / "not a member".

/**
 * Portal verification before sign-up: 400 ACCOUNT018 for an entrance year after this year (no
 * student has it: refused before the portal is asked); 409 ACCOUNT001 for a registered 학번, once
 * the portal has confirmed the student. What the portal says is kept server-side under the
 * token's jti; sign-up takes the name and departments from there (docs/adr/0010).
 */
export async function verifyForRegistration(
  context: VerificationContext,
  credentials: PortalCredentials,
): Promise<VerificationResponse> {
  refuseFutureEntranceYear(credentials.username, context.terms.calendarYear());
  const student = await fetchVerifiedStudent(context.portal, credentials);
  if ((await memberIdByUsername(context.db, student.username)) !== null) {
    throw AppError.of('ACCOUNT001');
  }
  return verified(context, student, 'REGISTER');
}

/** Portal verification before a password reset: 404 MEMBER002 for an unknown 학번 (after the portal). */
export async function verifyForPasswordReset(
  context: VerificationContext,
  credentials: PortalCredentials,
): Promise<VerificationResponse> {
  const student = await fetchVerifiedStudent(context.portal, credentials);
  if ((await memberIdByUsername(context.db, student.username)) === null) {
    throw AppError.of('MEMBER002');
  }
  return verified(context, student, 'PASSWORD_RESET');
}

async function verified(
  { db, tokens, now }: VerificationContext,
  student: PortalStudent,
  purpose: VerificationPurpose,
): Promise<VerificationResponse> {
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
  await storeVerification(
    db,
    {
      jti: token.jti,
      purpose,
      username: student.username,
      expires_at: token.expiresAt,
      ...profile,
    },
    new Date(now()),
  );
  return { ...student, authToken: token.token };
}

// The portal verification a sign-up or password reset uses up (accounts): through this module's
// service, never its queries.ts (modules/layering.test.ts).
export { takeVerification } from './queries';
