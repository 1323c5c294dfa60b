import type { AppDatabase } from '../../db/database';
import { membersWithDepartments } from '../../db/member-departments';
import type { MemberUpdate, NewMember } from '../../db/schema';

export async function countMembers(db: AppDatabase): Promise<number> {
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** A member with the departments' names, codes and editability (GET /members/me). */
export function findMemberProfile(db: AppDatabase, memberId: number) {
  return membersWithDepartments(db)
    .select([
      'm.id',
      'm.username',
      'm.name',
      'm.year_id',
      'm.exemption',
      'm.language',
      'd.name as department',
      'd.code as deptCode',
      'd.is_editable as deptEditable',
      'd2.name as secondDepartment',
      'd2.code as secondDeptCode',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

export type MemberProfileRow = NonNullable<Awaited<ReturnType<typeof findMemberProfile>>>;

export function findMemberById(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'department_id', 'email_chosen'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** A member's 학번 and stored hash, for confirming the current password. */
export function findMemberPasswordHash(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('members')
    .select(['username', 'password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * The admins' ids, their rows locked until the transaction ends. Two admins revoking each other
 * (or withdrawing) at once then run one after the other, and the second sees that only one admin
 * is left.
 */
export async function lockAdminIds(db: AppDatabase): Promise<number[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('role', '=', 'ROLE_ADMIN')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** What a login needs: the stored hash and the role. */
export function findMemberCredentials(db: AppDatabase, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'role', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function memberIdByUsername(
  db: AppDatabase,
  username: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function insertMember(db: AppDatabase, member: NewMember) {
  return db
    .insertInto('members')
    .values(member)
    .returning(['id', 'username', 'role', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Updates a member and its updated_at; false when the member no longer exists. */
export async function updateMember(
  db: AppDatabase,
  memberId: number,
  changes: Omit<MemberUpdate, 'id' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a member; the schema's ON DELETE CASCADE removes everything the member owns. */
export async function deleteMember(db: AppDatabase, memberId: number): Promise<boolean> {
  const result = await db.deleteFrom('members').where('id', '=', memberId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Rows that name a 학번 without a foreign key to the member: verifications, attempt counters. */
export async function deleteTracesOfUsername(db: AppDatabase, username: string): Promise<void> {
  await db.deleteFrom('verifications').where('username', '=', username).execute();
  await db.deleteFrom('attempt_counters').where('key', '=', username).execute();
}

export function deleteMemberCourses(db: AppDatabase, memberId: number) {
  return db.deleteFrom('courses').where('member_id', '=', memberId).execute();
}

/** One page of members in id order, for the admin list. */
export function listMembers(db: AppDatabase, { limit, offset }: { limit: number; offset: number }) {
  return membersWithDepartments(db)
    .select([
      'm.id',
      'm.username',
      'm.name',
      'd.name as department',
      'd2.name as secondDepartment',
      'm.email',
      'm.role as memberRole',
      'm.created_at as createdAt',
      'm.updated_at as updatedAt',
    ])
    .orderBy('m.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findDepartmentById(db: AppDatabase, departmentId: number) {
  return db
    .selectFrom('departments')
    .select(['id', 'name', 'is_editable'])
    .where('id', '=', departmentId)
    .executeTakeFirst();
}

export function findDepartmentsByName(db: AppDatabase, names: readonly string[]) {
  return db.selectFrom('departments').select(['id', 'name']).where('name', 'in', names).execute();
}

/** Departments whose students may pick another editable one (track choice), in id order. */
export function listEditableDepartments(db: AppDatabase) {
  return db
    .selectFrom('departments')
    .select(['id', 'name', 'is_editable as isEditable'])
    .where('is_editable', '=', true)
    .orderBy('id')
    .execute();
}

/**
 * Every cohort row (a few; value null = 졸업생, everyone who entered before the first cohort),
 * and whether the reference data holds its curriculum (a cohort row may come before its rows).
 */
export function listYears(db: AppDatabase) {
  return db
    .selectFrom('years as y')
    .select(['y.id', 'y.value'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('curriculum as c').select('c.id').whereRef('c.year_id', '=', 'y.id'))
        .as('hasCurriculum'),
    )
    .execute();
}
