import { signedInMember, type TestApi, type TestMember } from '../../testing';

/** The board's members in its tests: 김작성 asks, 이회원 reads, 박관리 and 최관리 answer. */
const BOARD_MEMBERS = {
  author: { name: '김작성', role: 'ROLE_USER' },
  other: { name: '이회원', role: 'ROLE_USER' },
  admin: { name: '박관리', role: 'ROLE_ADMIN' },
  otherAdmin: { name: '최관리', role: 'ROLE_ADMIN' },
} as const;

/** Signs in the board's members of `roles`, in that order. */
export async function signedInBoard<Role extends keyof typeof BOARD_MEMBERS>(
  api: TestApi,
  ...roles: Role[]
): Promise<Record<Role, TestMember>> {
  const members: Partial<Record<Role, TestMember>> = {};
  for (const role of roles) members[role] = await signedInMember(api, BOARD_MEMBERS[role]);
  return members as Record<Role, TestMember>;
}

/** A question written straight into the database; timestamps default to now. */
export async function seedQuestion(
  api: TestApi,
  memberId: number,
  fields: { title?: string; anonymous?: boolean; createdAt?: Date } = {},
): Promise<number> {
  const { id } = await api.db
    .insertInto('questions')
    .values({
      member_id: memberId,
      title: fields.title ?? '졸업요건 질문',
      content: '내용입니다.',
      anonymous: fields.anonymous ?? false,
      created_at: fields.createdAt,
      updated_at: fields.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function seedAnswer(
  api: TestApi,
  questionId: number,
  memberId: number,
): Promise<void> {
  await api.db
    .insertInto('answers')
    .values({ question_id: questionId, member_id: memberId, content: '답변입니다.' })
    .execute();
}

/** Moves a question's (and its answer's) timestamps an hour back, so an edit visibly changes them. */
export async function backdate(api: TestApi, questionId: number): Promise<void> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  await api.db
    .updateTable('questions')
    .set({ created_at: hourAgo, updated_at: hourAgo })
    .where('id', '=', questionId)
    .execute();
  await api.db
    .updateTable('answers')
    .set({ created_at: hourAgo, updated_at: hourAgo })
    .where('question_id', '=', questionId)
    .execute();
}
