import {
  ensureOk,
  PORTAL_TIMEOUT_MS,
  publicClient,
  type MemberSession,
  type ResetAuthorization,
} from 'shared-auth';
import type { StudentCredentials } from '../../../api/credentials';

/** POST /accounts/login with the SMUNITY password: the member's tokens. */
export async function logIn(credentials: StudentCredentials): Promise<MemberSession> {
  return ensureOk(await publicClient.post<MemberSession>('/accounts/login', credentials));
}

/**
 * POST /auth/password/reset with the portal password: proves the student is who they say and
 * returns the token that lets them set a new SMUNITY password. It waits on the portal.
 */
export async function verifyForPasswordReset(
  credentials: StudentCredentials,
): Promise<ResetAuthorization> {
  return ensureOk(
    await publicClient.post<ResetAuthorization>('/auth/password/reset', credentials, {
      timeout: PORTAL_TIMEOUT_MS,
    }),
  );
}
