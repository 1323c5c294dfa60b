import type { Static } from '@fastify/type-provider-typebox';
import type { SiteLanguage } from '@smunity/site-language';
import type { VerifiedPrincipal } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { MemberRole } from '../../db/enums';
import { AppError } from '../../errors';
import { recordConfiguredAdminSignUp } from '../admin/roles';
import { takeVerification } from '../auth/service';
import {
  cohortYearId,
  departmentsByName,
  refuseFutureEntranceYear,
} from '../members/portal-profile';
import { insertMember, memberIdByUsername } from '../members/service';
import type { RegisterBodySchema } from './schemas';

// Sign-up: a verified 학번 becomes a member.

export type RegisterRequest = Static<typeof RegisterBodySchema>;

export interface Registered {
  memberId: number;
  username: string;
  role: MemberRole;
  createdAt: Date;
}

/**
 * POST /accounts/register. The verification token must be for this 학번 (401 ACCOUNT012) and
 * still unused; name and departments must equal what the portal verified (400 ACCOUNT013), so a
 * client cannot sign up under another department. The verification is used up in the same
 * transaction as the insert: a failed sign-up can be retried with the same token. The member's
 * language (their mails') is `language`, the sign-up request's.
 */
export async function register(
  { db, config, terms, passwords }: Pick<AppContext, 'db' | 'config' | 'terms' | 'passwords'>,
  verified: VerifiedPrincipal,
  request: RegisterRequest,
  language: SiteLanguage,
): Promise<Registered> {
  if (verified.username !== request.username) throw AppError.of('ACCOUNT012');
  // Cheap checks before the deliberately slow hash.
  if ((await memberIdByUsername(db, request.username)) !== null) throw AppError.of('ACCOUNT001');
  const passwordHash = await passwords.hash(request.password);

  try {
    return await db.transaction().execute(async (trx) => {
      const verification = await takeVerification(trx, {
        jti: verified.tokenId,
        purpose: 'REGISTER',
        username: request.username,
      });
      if (verification === undefined) throw AppError.of('ACCOUNT012');
      const secondDepartment = request.secondDepartment ?? null;
      if (
        verification.name !== request.name ||
        verification.department !== request.department ||
        verification.second_department !== secondDepartment
      ) {
        throw AppError.of('ACCOUNT013');
      }
      refuseFutureEntranceYear(request.username, terms.calendarYear());
      const yearId = await cohortYearId(trx, request.username);
      const departments = await departmentsByName(trx, {
        department: request.department,
        secondDepartment,
      });
      const member = await insertMember(trx, {
        username: request.username,
        password_hash: passwordHash,
        name: request.name,
        email: request.email ?? null,
        role: roleForNewMember(config.adminUsernames, request.username),
        year_id: yearId,
        department_id: departments.departmentId,
        second_department_id: departments.secondDepartmentId,
        exemption: null,
        // The language the student signed up in: their mails' language until they switch.
        language,
      });
      if (member.role === 'ROLE_ADMIN') {
        await recordConfiguredAdminSignUp(trx, { ...member, name: request.name });
      }
      return {
        memberId: member.id,
        username: member.username,
        role: member.role,
        createdAt: member.created_at,
      };
    });
  } catch (error) {
    // Two sign-ups of one 학번 at once: the unique index decides, the loser gets the 409.
    if (isUniqueViolation(error)) throw AppError.of('ACCOUNT001');
    throw error;
  }
}

/** ADMIN_USERNAMES members are admins from sign-up on. */
function roleForNewMember(adminUsernames: readonly string[], username: string): MemberRole {
  return adminUsernames.includes(username) ? 'ROLE_ADMIN' : 'ROLE_USER';
}

/** PostgreSQL's unique_violation (both drivers expose SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
