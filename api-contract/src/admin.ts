import type { Static } from 'typebox';
import type {
  AdminListSchema,
  AdminQuestionPageSchema,
  AdminQuestionQuerySchema,
  AdminQuestionSchema,
  AdminSchema,
  AuditEntrySchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  GrantAdminBodySchema,
  SiteStatsSchema,
} from '../../api/src/modules/admin/schemas';

/** GET /admin/stats: members, questions, weekly sign-ups and daily page views. */
export type SiteStats = Static<typeof SiteStatsSchema>;
/** A row of GET /admin/questions: the board's question with the author's real name and 학번. */
export type AdminQuestion = Static<typeof AdminQuestionSchema>;
/** GET /admin/questions: Spring's Page JSON of the queue. */
export type AdminQuestionPage = Static<typeof AdminQuestionPageSchema>;
/** `?status=&page=&size=` of GET /admin/questions; the api fills in what is left out. */
export type AdminQuestionQuery = Partial<Static<typeof AdminQuestionQuerySchema>>;
/** Which questions the queue shows. */
export type AdminQuestionStatus = NonNullable<AdminQuestionQuery['status']>;
/** An admin of GET /admin/admins, and the answer of POST /admin/admins. */
export type Admin = Static<typeof AdminSchema>;
/** GET /admin/admins. */
export type AdminList = Static<typeof AdminListSchema>;
/** POST /admin/admins. */
export type GrantAdminBody = Static<typeof GrantAdminBodySchema>;
/** A row of GET /admin/audit-log. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
/** GET /admin/audit-log: Spring's Page JSON, newest first. */
export type AuditLogPage = Static<typeof AuditLogPageSchema>;
/** `?page=&size=` of GET /admin/audit-log. */
export type AuditLogQuery = Partial<Static<typeof AuditLogQuerySchema>>;
