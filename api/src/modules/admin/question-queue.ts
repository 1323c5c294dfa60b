import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { readPage, type Page, type PageRequest } from '../../http/page';
import { countQueue, listQueue, type QueueQuestionRow, type QueueStatus } from './queries';
import { WITHDRAWN_AUTHOR } from '../questions/schemas';
import type { AdminQuestionSchema } from './schemas';

// The question queue: members' questions by answered state, for the admins to answer.

export type AdminQuestionSummary = Static<typeof AdminQuestionSchema>;

export async function adminQuestionPage(
  db: AppDatabase,
  request: PageRequest & { status: QueueStatus },
): Promise<Page<AdminQuestionSummary>> {
  const list = {
    rows: (window: { limit: number; offset: number }) => listQueue(db, request.status, window),
    count: () => countQueue(db, request.status),
  };
  return readPage(request, list, toQueueSummary);
}

function toQueueSummary(row: QueueQuestionRow): AdminQuestionSummary {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author_name ?? WITHDRAWN_AUTHOR,
    authorUsername: row.author_username,
    anonymous: row.anonymous,
    answered: row.answered,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
