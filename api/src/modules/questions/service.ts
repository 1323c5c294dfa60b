import type { Static } from '@fastify/type-provider-typebox';
import type { MemberPrincipal, Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { pageOf, pageOffset, type Page, type PageRequest } from '../../http/page';
import {
  countQuestions,
  deleteQuestion,
  findQuestion,
  findQuestionAuthorId,
  insertModerationEntry,
  insertQuestion,
  listQuestions,
  updateQuestion,
  type QuestionInput,
  type QuestionRow,
} from './queries';
import {
  ANONYMOUS_AUTHOR,
  WITHDRAWN_AUTHOR,
  type QuestionDetailSchema,
  type QuestionSummarySchema,
} from './schemas';

export type QuestionSummary = Static<typeof QuestionSummarySchema>;
export type QuestionDetail = Static<typeof QuestionDetailSchema>;

/** `authorId`: only that member's questions ("내 질문"). */
export async function questionPage(
  db: AppDatabase,
  request: PageRequest,
  authorId?: number,
): Promise<Page<QuestionSummary>> {
  const [rows, totalElements] = await Promise.all([
    listQuestions(db, { limit: request.size, offset: pageOffset(request), authorId }),
    countQuestions(db, authorId),
  ]);
  return pageOf(rows.map(toSummary), request, totalElements);
}

/** `viewer` decides isAuthor: false for visitors and for admins reading someone else's. */
export async function questionDetail(
  db: AppDatabase,
  id: number,
  viewer: Principal,
): Promise<QuestionDetail> {
  const row = await findQuestion(db, id);
  if (row === undefined) throw AppError.of('QUESTION001');
  return {
    ...toSummary(row),
    isAuthor: viewer?.kind === 'member' && viewer.memberId === row.member_id,
  };
}

export async function createQuestion(
  db: AppDatabase,
  author: MemberPrincipal,
  input: QuestionInput,
): Promise<QuestionDetail> {
  let id: number;
  try {
    id = await insertQuestion(db, author.memberId, input);
  } catch (error) {
    // An access token outlives a deleted account by up to 30 minutes.
    if (isForeignKeyViolation(error)) throw AppError.of('MEMBER002');
    throw error;
  }
  return questionDetail(db, id, author);
}

/** An admin's edit of someone else's question is written to the audit log with it. */
export async function editQuestion(
  db: AppDatabase,
  id: number,
  editor: MemberPrincipal,
  input: QuestionInput,
): Promise<QuestionDetail> {
  return db.transaction().execute(async (trx) => {
    const authorId = await assertMayModify(trx, id, editor);
    if (authorId !== editor.memberId) {
      await insertModerationEntry(trx, {
        action: 'QUESTION_EDITED',
        actorId: editor.memberId,
        authorId,
        questionId: id,
      });
    }
    // Deleted between the check and the update.
    if (!(await updateQuestion(trx, id, input))) throw AppError.of('QUESTION001');
    return questionDetail(trx, id, editor);
  });
}

/** An admin's deletion of someone else's question is written to the audit log with it. */
export async function removeQuestion(
  db: AppDatabase,
  id: number,
  editor: MemberPrincipal,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const authorId = await assertMayModify(trx, id, editor);
    if (authorId !== editor.memberId) {
      await insertModerationEntry(trx, {
        action: 'QUESTION_DELETED',
        actorId: editor.memberId,
        authorId,
        questionId: id,
      });
    }
    if (!(await deleteQuestion(trx, id))) throw AppError.of('QUESTION001');
  });
}

/**
 * Only the author or an admin may change a question (only an admin, once its author withdrew);
 * answers the author's id. A missing question is a 404 for everyone, checked first, so a 403
 * always means "exists, but not yours".
 */
async function assertMayModify(
  db: AppDatabase,
  id: number,
  member: MemberPrincipal,
): Promise<number | null> {
  const authorId = await findQuestionAuthorId(db, id);
  if (authorId === undefined) throw AppError.of('QUESTION001');
  if (authorId !== member.memberId && member.role !== 'ROLE_ADMIN') {
    throw AppError.of('MEMBER001');
  }
  return authorId;
}

function toSummary(row: QuestionRow): QuestionSummary {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: authorShown(row),
    answered: row.answered,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A withdrawn author outranks the anonymous flag: the question is nobody's now. */
function authorShown(row: QuestionRow): string {
  if (row.author_name === null) return WITHDRAWN_AUTHOR;
  return row.anonymous ? ANONYMOUS_AUTHOR : row.author_name;
}

// What the other domains (answers, members) read and write of a question: through this module's
// service, never its queries.ts (modules/layering.test.ts).
export {
  deleteUnansweredQuestionsOf,
  findQuestionAuthorId,
  insertModerationEntry,
  questionExists,
} from './queries';
