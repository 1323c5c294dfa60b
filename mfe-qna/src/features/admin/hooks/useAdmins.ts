import { useSearchParams } from 'react-router-dom';
import { useSubmission } from '@smunity/shared-auth';
import { useAsyncData } from '@smunity/shared-ui';
import { parsePageNumber } from '../../../hooks/usePageNumber';
import { fetchAdmins, fetchAuditLog, grantAdmin, revokeAdmin } from '../api/adminApi';

/** The address bar's page of the change log: ?log= (1-based), so ?page= stays free. */
export const AUDIT_PAGE_PARAM = 'log';

/**
 * The admins and the log of role changes, with the two changes. After a change both are loaded
 * again (the api decides who is left); a refusal (409, 404) is alerted with the api's message by
 * useSubmission and changes nothing.
 */
export function useAdmins() {
  const [searchParams] = useSearchParams();
  const auditPage = parsePageNumber(searchParams.get(AUDIT_PAGE_PARAM));
  const admins = useAsyncData(fetchAdmins, []);
  const auditLog = useAsyncData((signal) => fetchAuditLog(auditPage - 1, signal), [auditPage]);
  const { pending, submit } = useSubmission();

  /** Resolves to whether the change was made. */
  const change = async (request: () => Promise<unknown>): Promise<boolean> => {
    let done = false;
    await submit(async () => {
      await request();
      done = true;
      admins.reload();
      auditLog.reload();
    });
    return done;
  };

  return {
    admins,
    auditLog,
    auditPage,
    pending,
    grant: (username: string) => change(() => grantAdmin(username)),
    revoke: (username: string) => change(() => revokeAdmin(username)),
  };
}
