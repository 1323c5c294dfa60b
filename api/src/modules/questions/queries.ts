import type { AppDatabase } from '../../db/database';
import { WITHDRAWN_AUTHOR } from './schemas';

export interface QuestionInput {
  title: string;
  content: string;
  anonymous: boolean;
}

/** A question with what its views need: the author's name and whether it has an answer. */
export interface QuestionRow {
  id: number;
  /** NULL: the author withdrew. */
  member_id: number | null;
  title: string;
  content: string;
  anonymous: boolean;
  author_name: string | null;
  answered: boolean;
  created_at: Date;
  updated_at: Date;
}

function selectQuestionRows(db: AppDatabase) {
  return db
    .selectFrom('questions as q')
    .leftJoin('members as m', 'm.id', 'q.member_id')
    .select((eb) => [
      'q.id',
      'q.member_id',
      'q.title',
      'q.content',
      'q.anonymous',
      'm.name as author_name',
      eb
        .exists(eb.selectFrom('answers as a').select('a.id').whereRef('a.question_id', '=', 'q.id'))
        .$castTo<boolean>()
        .as('answered'),
      'q.created_at',
      'q.updated_at',
    ]);
}

/** `authorId`: only that member's questions (the board's "내 질문"). */
export async function countQuestions(db: AppDatabase, authorId?: number): Promise<number> {
  let query = db
    .selectFrom('questions')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'));
  if (authorId !== undefined) query = query.where('member_id', '=', authorId);
  const { count } = await query.executeTakeFirstOrThrow();
  return count;
}

/** Newest first; the id breaks ties between questions written in the same instant. */
export function listQuestions(
  db: AppDatabase,
  { limit, offset, authorId }: { limit: number; offset: number; authorId?: number },
): Promise<QuestionRow[]> {
  let query = selectQuestionRows(db);
  if (authorId !== undefined) query = query.where('q.member_id', '=', authorId);
  return query
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findQuestion(db: AppDatabase, id: number): Promise<QuestionRow | undefined> {
  return selectQuestionRows(db).where('q.id', '=', id).executeTakeFirst();
}

/**
 * The author's member id, for the author-or-admin check: undefined if there is no question, null
 * if its author withdrew. `lock`: the row stays locked until the transaction ends.
 */
export async function findQuestionAuthorId(
  db: AppDatabase,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<number | null | undefined> {
  const query = db.selectFrom('questions').select('member_id').where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row?.member_id;
}

export async function questionExists(db: AppDatabase, id: number): Promise<boolean> {
  return (await findQuestionAuthorId(db, id)) !== undefined;
}

/** Throws a foreign-key violation when the member no longer exists. */
export async function insertQuestion(
  db: AppDatabase,
  memberId: number,
  input: QuestionInput,
): Promise<number> {
  const { id } = await db
    .insertInto('questions')
    .values({ member_id: memberId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Returns false when the question no longer exists. The author and createdAt never change. */
export async function updateQuestion(
  db: AppDatabase,
  id: number,
  input: QuestionInput,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set((eb) => ({ ...input, updated_at: eb.fn('now') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A withdrawing member's questions that have no answer; the answered ones stay on the board and
 * lose their author with the member (ON DELETE SET NULL, migrations/015). The questions are
 * locked before their answers are looked at: an admin deleting an answer meanwhile (which locks
 * the question: answers/service.ts) has then either committed, and its question goes here, or
 * waits and finds the question authorless (409 ANSWER003). Never one that is both.
 */
export async function deleteUnansweredQuestionsOf(db: AppDatabase, memberId: number) {
  await db
    .selectFrom('questions')
    .select('id')
    .where('member_id', '=', memberId)
    .forUpdate()
    .execute();
  return db
    .deleteFrom('questions as q')
    .where('q.member_id', '=', memberId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('answers as a').select('a.id').whereRef('a.question_id', '=', 'q.id'))),
    )
    .execute();
}

/** Its answer goes with it (ON DELETE CASCADE). Returns false when there was no question. */
export async function deleteQuestion(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom('questions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Writes the audit-log entry of an admin's edit or deletion of someone else's question or
 * answer (migrations/012): actor and target (the author) by 학번 and name, the question by id
 * and its title, all as they are now — call it before the write it records, in its transaction.
 */
export async function insertModerationEntry(
  db: AppDatabase,
  entry: {
    action: 'QUESTION_EDITED' | 'QUESTION_DELETED' | 'ANSWER_EDITED' | 'ANSWER_DELETED';
    actorId: number;
    /** null: the author withdrew; the entry names them as WITHDRAWN_AUTHOR. */
    authorId: number | null;
    questionId: number;
  },
): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .columns([
      'action',
      'source',
      'actor_member_id',
      'actor_username',
      'actor_name',
      'target_member_id',
      'target_username',
      'target_name',
      'question_id',
      'question_title',
    ])
    .expression((eb) =>
      eb
        .selectFrom('questions as q')
        .innerJoin('members as actor', (join) => join.on('actor.id', '=', entry.actorId))
        .leftJoin('members as author', (join) => join.on('author.id', '=', entry.authorId))
        .where('q.id', '=', entry.questionId)
        .select((select) => [
          select.val(entry.action).as('action'),
          select.val('WEB').as('source'),
          'actor.id as actor_member_id',
          'actor.username as actor_username',
          'actor.name as actor_name',
          'author.id as target_member_id',
          select.fn.coalesce('author.username', select.val(WITHDRAWN_AUTHOR)).as('target_username'),
          select.fn.coalesce('author.name', select.val(WITHDRAWN_AUTHOR)).as('target_name'),
          'q.id as question_id',
          'q.title as question_title',
        ]),
    )
    .execute();
}
