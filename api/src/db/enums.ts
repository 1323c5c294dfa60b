// Coded values stored in the database (the migrations' CHECK constraints list the same values).
// The domain vocabulary with its Korean labels lives in the audit engine (pure, no I/O); only
// the value sets specific to stored rows are defined here.
import type { Category, SubDomain } from '../audit/enums';

export {
  DOMAINS as CULTURE_DOMAINS,
  EXEMPTIONS,
  GRADES,
  SEMESTERS,
  SUB_DOMAINS,
  type Domain as CultureDomain,
  type Exemption,
  type Grade,
  type Semester,
  type SubDomain,
} from '../audit/enums';

/** A department's own 균형교양 field (departments.balance_sub_domain). */
export const BALANCE_FIELDS = [
  'BALANCE_HUMANITIES',
  'BALANCE_SOCIAL',
  'BALANCE_NATURAL',
  'BALANCE_ENGINEER',
  'BALANCE_ART',
] as const satisfies readonly SubDomain[];
export type BalanceField = (typeof BALANCE_FIELDS)[number];

/** Categories of a department curriculum row: 1전심 → ADVANCED, 1전선 and 1교직 → OPTIONAL. */
export const MAJOR_CATEGORIES = [
  'MAJOR_ADVANCED',
  'MAJOR_OPTIONAL',
] as const satisfies readonly Category[];
export type MajorCategory = (typeof MAJOR_CATEGORIES)[number];

/**
 * Portal semester codes of the timetable rows (offerings.term_code): 10 = 1학기, 20 = 2학기,
 * 11/21 = 여름/겨울 계절학기, 12/13/22/23 = small special sessions after the 1st/2nd semester.
 */
export const OFFERING_TERM_CODES = ['10', '11', '12', '13', '20', '21', '22', '23'] as const;
export type OfferingTermCode = (typeof OFFERING_TERM_CODES)[number];

/** Roles a stored member can have (ROLE_VERIFIED exists only as a verification token). */
export const MEMBER_ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Why the portal verified a student: sign-up, or a password reset (verifications.purpose). */
export const VERIFICATION_PURPOSES = ['REGISTER', 'PASSWORD_RESET'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
