import type {
  LoginBody,
  PortalCredentials,
  Session,
  VerificationResponse,
} from '@smunity/api-contract';
import { ensureOk, PORTAL_TIMEOUT_MS, publicClient } from '@smunity/shared-auth';

/** POST /accounts/login with the SMUNITY password: the member's tokens. */
export async function logIn(credentials: LoginBody): Promise<Session> {
  return ensureOk(await publicClient.post<Session>('/accounts/login', credentials));
}

/**
 * POST /auth/password/reset with the portal password: proves the student is who they say and
 * returns the token that lets them set a new SMUNITY password. It waits on the portal.
 */
export async function verifyForPasswordReset(
  credentials: PortalCredentials,
): Promise<VerificationResponse> {
  return ensureOk(
    await publicClient.post<VerificationResponse>('/auth/password/reset', credentials, {
      timeout: PORTAL_TIMEOUT_MS,
    }),
  );
}
