import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { readPage, type Page, type PageRequest } from '../../http/page';
import { countAuditEntries, listAuditEntries, type AuditEntryRow } from './queries';
import type { AuditEntrySchema } from './schemas';

// The audit log, newest first: admin role changes (written by roles.ts) and admins' edits and
// deletions of others' questions and answers (modules/questions and answers).

export type AuditEntry = Static<typeof AuditEntrySchema>;

export async function auditLogPage(
  db: AppDatabase,
  request: PageRequest,
): Promise<Page<AuditEntry>> {
  const list = {
    rows: (window: { limit: number; offset: number }) => listAuditEntries(db, window),
    count: () => countAuditEntries(db),
  };
  return readPage(request, list, toAuditEntry);
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    source: row.source,
    actor:
      row.actor_username === null
        ? null
        : { username: row.actor_username, name: row.actor_name ?? '' },
    target: { username: row.target_username, name: row.target_name },
    ...(row.question_id === null
      ? {}
      : { question: { id: row.question_id, title: row.question_title ?? '' } }),
    occurredAt: row.occurred_at.toISOString(),
  };
}
