import type { AxiosRequestTransformer } from 'axios';
import { authClient } from './http/auth-client';
import { navigateTo } from './navigation';
import { HOME_PATH } from './routes';
import { clearMember, useSessionStore } from './session/session-store';

/**
 * The body is written when the request is dispatched, not when logout() is called: if the access
 * token has expired, the call is replayed after a renewal, and the renewal rotates the refresh
 * token. Replaying the old one would revoke nothing and leave the new one alive on the api.
 */
const currentRefreshTokenBody: AxiosRequestTransformer = (_data, headers) => {
  headers.setContentType('application/json');
  return JSON.stringify({ refreshToken: useSessionStore.getState().member?.refreshToken });
};

export interface LogoutOptions {
  /**
   * False when the api has already revoked the refresh token, e.g. with the account it deleted:
   * asking it to revoke one it no longer knows would only fail.
   */
  revokeRefreshToken?: boolean;
}

/**
 * The one way to end a session: revokes the refresh token on the api, goes home and ends the
 * session here. The local logout happens whatever the api answers: a member who asks to leave must
 * not stay logged in because the server was unreachable (the token then simply expires). It leaves
 * the page before clearing the session: cleared first, a guarded page (/mypage) would redirect to
 * the login page instead.
 */
export async function logout({ revokeRefreshToken = true }: LogoutOptions = {}): Promise<void> {
  if (revokeRefreshToken && useSessionStore.getState().member) {
    try {
      await authClient.post('/accounts/logout', undefined, {
        transformRequest: currentRefreshTokenBody,
      });
    } catch {
      // Ignored on purpose, see above.
    }
  }
  await navigateTo(HOME_PATH);
  clearMember();
}
