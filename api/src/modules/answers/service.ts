import type { Static } from '@fastify/type-provider-typebox';
import type { MemberPrincipal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { announceChangedAnswer, announceNewAnswer } from '../notifications/service';
import { findQuestionAuthorId, insertModerationEntry, questionExists } from '../questions/service';
import {
  deleteAnswer,
  findAnswer,
  insertAnswerUnlessAnswered,
  lockAnswerAuthorId,
  updateAnswer,
  type AnswerRow,
} from './queries';
import type { AnswerSchema } from './schemas';

export type Answer = Static<typeof AnswerSchema>;

// The writes below do not look before they write (a check first would race with another
// admin); when nothing was written, the reason is looked up afterwards.

export async function answerOf(db: AppDatabase, questionId: number): Promise<Answer> {
  const answer = await findAnswer(db, questionId);
  if (answer === undefined) throw await missingAnswer(db, questionId);
  return toAnswer(answer);
}

/**
 * One answer per question: a second one is 409 ANSWER002 (the original answered 500). The
 * author's notification and mail are written in the same transaction (docs/adr/0034).
 */
export async function createAnswer(
  db: AppDatabase,
  questionId: number,
  admin: MemberPrincipal,
  content: string,
): Promise<Answer> {
  const answer = await orMissingParent(db, questionId, () =>
    db.transaction().execute(async (trx) => {
      const inserted = await insertAnswerUnlessAnswered(trx, {
        questionId,
        memberId: admin.memberId,
        content,
      });
      if (inserted !== undefined) await announceNewAnswer(trx, inserted.id);
      return inserted;
    }),
  );
  if (answer === undefined) throw AppError.of('ANSWER002');
  return toAnswer(answer);
}

/** Editing another admin's answer is written to the audit log with the edit. */
export async function editAnswer(
  db: AppDatabase,
  questionId: number,
  admin: MemberPrincipal,
  content: string,
): Promise<Answer> {
  const answer = await orMissingParent(db, questionId, () =>
    db.transaction().execute(async (trx) => {
      await logIfOthers(trx, 'ANSWER_EDITED', questionId, admin);
      const updated = await updateAnswer(trx, questionId, { memberId: admin.memberId, content });
      if (updated !== undefined) await announceChangedAnswer(trx, updated.id);
      return updated;
    }),
  );
  if (answer === undefined) throw await missingAnswer(db, questionId);
  return toAnswer(answer);
}

/** Deleting another admin's answer is written to the audit log with the deletion. */
export async function removeAnswer(
  db: AppDatabase,
  questionId: number,
  admin: MemberPrincipal,
): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    // A withdrawn member's question stays on the board for its answer (docs/adr/0037); without
    // it, it would be an unanswered question nobody waits for: 409 ANSWER003, the admin edits
    // the answer or deletes the question.
    if ((await findQuestionAuthorId(trx, questionId, { lock: true })) === null)
      throw AppError.of('ANSWER003');
    await logIfOthers(trx, 'ANSWER_DELETED', questionId, admin);
    return deleteAnswer(trx, questionId);
  });
  if (!deleted) throw await missingAnswer(db, questionId);
}

/** The audit-log entry of a change to an answer another member wrote (none if there is no answer). */
async function logIfOthers(
  trx: AppDatabase,
  action: 'ANSWER_EDITED' | 'ANSWER_DELETED',
  questionId: number,
  admin: MemberPrincipal,
): Promise<void> {
  const authorId = await lockAnswerAuthorId(trx, questionId);
  // No answer, the admin's own, or one whose author has withdrawn: nobody else's work to record.
  if (authorId === undefined || authorId === null || authorId === admin.memberId) return;
  await insertModerationEntry(trx, { action, actorId: admin.memberId, authorId, questionId });
}

/** No answer found: 404 QUESTION001 when the question itself is missing, else ANSWER001. */
async function missingAnswer(db: AppDatabase, questionId: number): Promise<AppError> {
  return AppError.of((await questionExists(db, questionId)) ? 'ANSWER001' : 'QUESTION001');
}

/**
 * Runs a write that references the question and the admin; a foreign-key violation means one
 * of them was deleted meanwhile (an access token outlives its account by up to 30 minutes).
 */
async function orMissingParent<Result>(
  db: AppDatabase,
  questionId: number,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw AppError.of((await questionExists(db, questionId)) ? 'MEMBER002' : 'QUESTION001');
  }
}

function toAnswer(row: AnswerRow): Answer {
  return {
    id: row.id,
    questionId: row.question_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
