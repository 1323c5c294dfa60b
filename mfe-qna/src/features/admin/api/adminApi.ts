import type {
  Admin,
  AdminList,
  AdminQuestionPage,
  AdminQuestionStatus,
  AuditLogPage,
  FailedMail,
  GrantAdminBody,
  SiteStats,
} from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** GET /admin/stats. */
export async function fetchSiteStats(signal: AbortSignal): Promise<SiteStats> {
  return ensureOk(await authClient.get<SiteStats>('/admin/stats', { signal }));
}

/** GET /admin/questions: one page of the queue (`pageIndex` is 0-based, as the api counts). */
export async function fetchAdminQuestions(
  status: AdminQuestionStatus,
  pageIndex: number,
  signal: AbortSignal,
): Promise<AdminQuestionPage> {
  return ensureOk(
    await authClient.get<AdminQuestionPage>('/admin/questions', {
      params: { status, page: pageIndex },
      signal,
    }),
  );
}

/** GET /admin/admins. */
export async function fetchAdmins(signal: AbortSignal): Promise<Admin[]> {
  return ensureOk(await authClient.get<AdminList>('/admin/admins', { signal })).content;
}

/** POST /admin/admins: the member with this 학번 becomes an admin. */
export async function grantAdmin(username: string): Promise<Admin> {
  const body: GrantAdminBody = { username };
  return ensureOk(await authClient.post<Admin>('/admin/admins', body));
}

/** DELETE /admin/admins/{username}. */
export async function revokeAdmin(username: string): Promise<void> {
  ensureOk(await authClient.delete(`/admin/admins/${encodeURIComponent(username)}`));
}

/** GET /admin/audit-log: role changes, newest first (`pageIndex` is 0-based). */
export async function fetchAuditLog(pageIndex: number, signal: AbortSignal): Promise<AuditLogPage> {
  return ensureOk(
    await authClient.get<AuditLogPage>('/admin/audit-log', {
      params: { page: pageIndex, size: 10 },
      signal,
    }),
  );
}

/** GET /admin/mail-failures: answer mails the sender gave up on, latest first. */
export async function fetchFailedMails(signal: AbortSignal): Promise<FailedMail[]> {
  return ensureOk(
    await authClient.get<{ content: FailedMail[] }>('/admin/mail-failures', { signal }),
  ).content;
}

/** POST /admin/mail-failures/{id}/retry: the mail goes back in line with fresh tries. */
export async function retryFailedMail(id: number): Promise<void> {
  ensureOk(await authClient.post(`/admin/mail-failures/${id}/retry`));
}
