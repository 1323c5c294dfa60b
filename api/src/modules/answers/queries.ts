import type { AppDatabase } from '../../db/database';

export interface AnswerRow {
  id: number;
  question_id: number;
  content: string;
  created_at: Date;
  updated_at: Date;
}

const ANSWER_COLUMNS = ['id', 'question_id', 'content', 'created_at', 'updated_at'] as const;

export function findAnswer(db: AppDatabase, questionId: number): Promise<AnswerRow | undefined> {
  return db
    .selectFrom('answers')
    .select(ANSWER_COLUMNS)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/**
 * Undefined when the question already has an answer. The unique question_id decides, so of two
 * admins answering at once exactly one wins and the other gets undefined, never a unique
 * violation. Throws a foreign-key violation when the question or the member is gone.
 */
export function insertAnswerUnlessAnswered(
  db: AppDatabase,
  answer: { questionId: number; memberId: number; content: string },
): Promise<AnswerRow | undefined> {
  return db
    .insertInto('answers')
    .values({ question_id: answer.questionId, member_id: answer.memberId, content: answer.content })
    .onConflict((conflict) => conflict.column('question_id').doNothing())
    .returning(ANSWER_COLUMNS)
    .executeTakeFirst();
}

/**
 * The editing admin becomes the answer's member. Undefined when there is no answer; throws a
 * foreign-key violation when the member is gone.
 */
export function updateAnswer(
  db: AppDatabase,
  questionId: number,
  edit: { memberId: number; content: string },
): Promise<AnswerRow | undefined> {
  return db
    .updateTable('answers')
    .set((eb) => ({ content: edit.content, member_id: edit.memberId, updated_at: eb.fn('now') }))
    .where('question_id', '=', questionId)
    .returning(ANSWER_COLUMNS)
    .executeTakeFirst();
}

/**
 * Who wrote the question's answer (the last admin to edit it), its row locked; undefined when
 * there is no answer, null when its author has withdrawn.
 */
export async function lockAnswerAuthorId(
  db: AppDatabase,
  questionId: number,
): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('answers')
    .select('member_id')
    .where('question_id', '=', questionId)
    .forUpdate()
    .executeTakeFirst();
  return row?.member_id;
}

/** Returns false when there was no answer. */
export async function deleteAnswer(db: AppDatabase, questionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('answers')
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
