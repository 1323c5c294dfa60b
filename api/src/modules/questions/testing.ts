import type { TestApi } from '../../testing';

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
