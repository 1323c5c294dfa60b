import type { Static } from '@fastify/type-provider-typebox';
import type { SiteLanguage } from '@smunity/site-language';
import type { AppContext } from '../../context';
import type { AppDatabase } from '../../db/database';
import type { Exemption } from '../../db/enums';
import { AppError } from '../../errors';
import { pageOf, pageOffset, type Page, type PageRequest } from '../../http/page';
import type { PortalCredentials } from '../../portal';
import { deleteUnansweredQuestionsOf } from '../questions/service';
import { departmentsByName, fetchVerifiedStudent } from './portal-profile';
import type { MemberInfoSchema, MemberSummarySchema } from './schemas';
import {
  countMembers,
  deleteMember,
  deleteMemberCourses,
  deleteTracesOfUsername,
  findDepartmentById,
  findMemberById,
  findMemberProfile,
  listMembers,
  lockAdminIds,
  updateMember,
} from './queries';

/** GET /members/me and the answer of every change to it. */
export type MemberInfo = Static<typeof MemberInfoSchema>;

/** The member's profile; 404 MEMBER002 when the member was deleted meanwhile. */
export async function memberInfo(db: AppDatabase, memberId: number): Promise<MemberInfo> {
  const row = await findMemberProfile(db, memberId);
  if (row === undefined) throw AppError.of('MEMBER002');
  return {
    username: row.username,
    name: row.name,
    department: row.department,
    deptCode: row.deptCode,
    deptEditable: row.deptEditable,
    secondDepartment: row.secondDepartment,
    secondDeptCode: row.secondDeptCode,
    yearId: row.year_id,
    exemption: row.exemption,
    language: row.language,
  };
}

/**
 * PUT /members/me: name, e-mail and departments read again from the portal, and every stored
 * course deleted (they were classified with the old departments), in one transaction. The
 * portal login must be the member's own 학번 (403 MEMBER004), checked before the portal is asked.
 * An address the member chose on my page (알림 메일 설정) stays: the portal's is only a default.
 */
export async function refreshFromPortal(
  { db, portal }: Pick<AppContext, 'db' | 'portal'>,
  memberId: number,
  credentials: PortalCredentials,
): Promise<MemberInfo> {
  const member = await findMemberById(db, memberId);
  if (member === undefined) throw AppError.of('MEMBER002');
  if (credentials.username !== member.username) throw AppError.of('MEMBER004');
  const student = await fetchVerifiedStudent(portal, credentials);
  const departments = await departmentsByName(db, student);
  return db.transaction().execute(async (trx) => {
    const updated = await updateMember(trx, memberId, {
      name: student.name,
      // The portal may have no address; an empty text is not one.
      ...(member.email_chosen ? {} : { email: student.email === '' ? null : student.email }),
      department_id: departments.departmentId,
      second_department_id: departments.secondDepartmentId,
    });
    if (!updated) throw AppError.of('MEMBER002');
    await deleteMemberCourses(trx, memberId);
    return memberInfo(trx, memberId);
  });
}

/**
 * PATCH /members/me/department: only between editable departments (the 지능·데이터융합학부
 * tracks). Unknown target → 404 ACCOUNT011; current or target not editable → 400 MEMBER003.
 */
export async function changeDepartment(
  db: AppDatabase,
  memberId: number,
  departmentId: number,
): Promise<MemberInfo> {
  const target = await findDepartmentById(db, departmentId);
  if (target === undefined) throw AppError.of('ACCOUNT011');
  return db.transaction().execute(async (trx) => {
    const member = await findMemberById(trx, memberId);
    if (member === undefined) throw AppError.of('MEMBER002');
    const current = await findDepartmentById(trx, member.department_id);
    if (!current?.is_editable || !target.is_editable) throw AppError.of('MEMBER003');
    await updateMember(trx, memberId, { department_id: target.id });
    return memberInfo(trx, memberId);
  });
}

/** PATCH /members/me/exemption (null = 해당없음). */
export async function changeExemption(
  db: AppDatabase,
  memberId: number,
  exemption: Exemption | null,
): Promise<MemberInfo> {
  if (!(await updateMember(db, memberId, { exemption }))) throw AppError.of('MEMBER002');
  return memberInfo(db, memberId);
}

/**
 * PATCH /members/me/language: the language the member's mails are written in, which the site's
 * language switch sets for a signed-in member. Only this changes it: a request in another
 * language (the `lang` cookie of another browser) reads the member as it is.
 */
export async function changeLanguage(
  db: AppDatabase,
  memberId: number,
  language: SiteLanguage,
): Promise<MemberInfo> {
  if (!(await updateMember(db, memberId, { language }))) throw AppError.of('MEMBER002');
  return memberInfo(db, memberId);
}

/**
 * DELETE /members/me: after the password was confirmed (confirmCurrentPassword), the member and,
 * by the schema's cascades, everything it owns: courses, plan, share links, questions (with their
 * answers), sessions and login records; answers it wrote as an admin stay without their author
 * (migrations/015). What names it by 학번 without a foreign key goes too: pending portal
 * verifications and attempt counters (docs/adr/0037). The board always keeps an admin: the last one's
 * withdrawal is 409 ADMIN006, decided with the admins' rows locked, so two last admins
 * withdrawing (or revoking each other) at once cannot both succeed.
 */
export async function removeMember(db: AppDatabase, memberId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const adminIds = await lockAdminIds(trx);
    if (adminIds.length === 1 && adminIds[0] === memberId) throw AppError.of('ADMIN006');
    const member = await findMemberById(trx, memberId);
    // The board keeps answered questions only; they lose their author with the member below.
    if (member !== undefined) await deleteUnansweredQuestionsOf(trx, memberId);
    if (member === undefined || !(await deleteMember(trx, memberId))) {
      throw AppError.of('MEMBER002');
    }
    await deleteTracesOfUsername(trx, member.username);
  });
}

export type MemberSummary = Static<typeof MemberSummarySchema>;

/** GET /members (admin): members in id order. */
export async function memberPage(
  db: AppDatabase,
  request: PageRequest,
): Promise<Page<MemberSummary>> {
  const [rows, total] = await Promise.all([
    listMembers(db, { limit: request.size, offset: pageOffset(request) }),
    countMembers(db),
  ]);
  const content = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return pageOf(content, request, total);
}

// What the other domains (auth, accounts, admin) read and write of a member: through this
// module's service, never its queries.ts (modules/layering.test.ts).
export {
  findMemberById,
  findMemberCredentials,
  insertMember,
  lockAdminIds,
  memberIdByUsername,
  updateMember,
} from './queries';
