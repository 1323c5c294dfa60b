import type { LightMyRequestResponse } from 'fastify';
import type { MemberRole } from '../db/enums';
import type { AppDatabase } from '../db/database';
import type { NewCourse, NewMember } from '../db/schema';
import type { TestApi } from './app';

let lastUsername = 202_300_000;

/**
 * What a test may say about a member: any column, plus `cohort`, the entrance year whose years
 * row becomes `year_id` (null = the 졸업생 row).
 */
export type MemberFields = Partial<NewMember> & { cohort?: number | null };

/**
 * The one way tests insert a member: plausible defaults (a fresh 2023 학번 in cohort 2023 =
 * year id 8, 컴퓨터과학전공 = id 1) under `fields`; returns its id. The password hash is a
 * placeholder: log in through the accounts api (accounts/testing `memberSession`) when a
 * test needs a real password.
 */
export async function insertMember(db: AppDatabase, fields: MemberFields = {}): Promise<number> {
  const { cohort, ...columns } = fields;
  lastUsername += 1;
  const yearId = cohort === undefined ? 8 : await cohortYearId(db, cohort);
  const { id } = await db
    .insertInto('members')
    .values({
      username: String(lastUsername),
      password_hash: 'not-a-real-hash',
      name: '테스트',
      email: null,
      year_id: yearId,
      department_id: 1,
      second_department_id: null,
      exemption: null,
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Member rows of demo portal students (api/data/demo-portal.json) whose transcripts the course
 * suites upload: `insertMember(api.db, DEMO_MEMBERS.kimSangmyung)`.
 */
export const DEMO_MEMBERS = {
  /** 김상명: 2019 컴퓨터과학전공, single major, every requirement met. */
  kimSangmyung: { username: '201910101', cohort: 2019, department_id: 1 },
  /** 강태민: 2022 게임전공, F grades, one of them retaken. */
  kangTaemin: { username: '202204101', cohort: 2022, department_id: 4 },
  /** 박지훈: 2020 경영학부 with 컴퓨터과학전공 as second major. */
  parkJihoon: { username: '202012301', cohort: 2020, department_id: 26, second_department_id: 1 },
  /** 윤재석: cohort 2016, the 졸업생 row, 글로벌경영학과. */
  yoonJaeseok: { username: '201627101', cohort: null, department_id: 27 },
} as const satisfies Record<string, MemberFields>;

async function cohortYearId(db: AppDatabase, cohort: number | null): Promise<number> {
  const year = await db
    .selectFrom('years')
    .select('id')
    .where('value', cohort === null ? 'is' : '=', cohort)
    .executeTakeFirstOrThrow();
  return year.id;
}

/** A member as a test acts with it: its row's id and name, and headers that authenticate as it. */
export interface TestMember {
  id: number;
  username: string;
  name: string;
  role: MemberRole;
  headers: { authorization: string };
}

/**
 * The one app+member setup: inserts a member (`insertMember`) and signs an access token for it
 * with the app's secret and clock, without a login (no refresh token; see accounts'
 * `memberSession` for a real session).
 */
export async function signedInMember(api: TestApi, fields: MemberFields = {}): Promise<TestMember> {
  const id = await insertMember(api.db, fields);
  const member = await api.db
    .selectFrom('members')
    .select(['username', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, ...member, headers: memberHeaders(api, id, member.role) };
}

/** A student as signedInMember makes it, with `courses` stored (insertCourses). */
export async function signedInStudent(
  api: TestApi,
  courses: readonly CourseFields[],
  fields: MemberFields = {},
): Promise<TestMember> {
  const student = await signedInMember(api, fields);
  await insertCourses(api, student.id, courses);
  return student;
}

/** `{ authorization }` headers of a fresh access token for a member already in the database. */
export function memberHeaders(
  api: TestApi,
  memberId: number,
  role: MemberRole = 'ROLE_USER',
): { authorization: string } {
  return bearer(api.tokens.signAccess({ memberId, role }).token);
}

/**
 * Headers of a valid access token whose member is then deleted: its sessions go with it, so the
 * api answers 401 ACCOUNT014.
 */
export async function deletedMemberHeaders(
  api: TestApi,
  fields: MemberFields = {},
): Promise<{ authorization: string }> {
  const memberId = await insertMember(api.db, fields);
  const headers = memberHeaders(api, memberId);
  await api.db.deleteFrom('members').where('id', '=', memberId).execute();
  return headers;
}

/** Gives a member the site password `password` (insertMember's members have none that works). */
export async function setPassword(api: TestApi, memberId: number, password: string): Promise<void> {
  await api.db
    .updateTable('members')
    .set({ password_hash: await api.passwords.hash(password) })
    .where('id', '=', memberId)
    .execute();
}

/** The member's withdrawal: DELETE /members/me with its site password, answered 204. */
export async function withdraw(
  api: TestApi,
  headers: { authorization: string },
  password: string,
): Promise<LightMyRequestResponse> {
  const response = await api.app.inject({
    method: 'DELETE',
    url: '/api/v1/members/me',
    headers,
    payload: { password },
  });
  expect(response.statusCode).toBe(204);
  return response;
}

/** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A completed course as a test states it; taken in 2023 1학기 and passed unless it says otherwise. */
export type CourseFields = Pick<NewCourse, 'number' | 'name' | 'type' | 'domain' | 'credit'> &
  Partial<Pick<NewCourse, 'year' | 'semester' | 'grade'>>;

/**
 * A 컴퓨터과학전공 student's first courses, as the portal lists them: 사고와표현 and SW융합개론
 * passed, C프로그래밍1 failed. The tests of the result, the plan and their English start from them.
 */
export const FIRST_COURSES = [
  { number: 'HALR1032', name: '사고와표현', type: '교필', domain: '사고와표현', credit: 3 },
  { number: 'HASW0001', name: 'SW융합개론', type: '1전선', domain: '*', credit: 3 },
  { number: 'HAFL0012', name: 'C프로그래밍1', type: '1전선', domain: '*', credit: 3, grade: 'F' },
] as const satisfies readonly CourseFields[];

/**
 * Stores a member's completed courses and waits until the audits cached on them are settled, as
 * after an upload: the next read sees them.
 */
export async function insertCourses(
  api: TestApi,
  memberId: number,
  courses: readonly CourseFields[],
): Promise<void> {
  await api.db
    .insertInto('courses')
    .values(
      courses.map((course) => ({
        year: 2023,
        semester: '1학기',
        grade: null,
        ...course,
        member_id: memberId,
      })),
    )
    .execute();
  await api.settled();
}
