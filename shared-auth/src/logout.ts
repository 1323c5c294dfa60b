import { navigateTo } from './navigation';
import { HOME_PATH } from './routes';
import { clearMember, useSessionStore } from './session/sessionStore';

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
      // The refresh token is the api's HttpOnly cookie: the browser sends whichever one is current
      // when the call goes out, also when it is replayed after a renewal rotated it.
      // Loaded here: the shell's header offers logout on every page, and the HTTP client (axios)
      // is not part of the first load (docs/adr/0028).
      const { authClient } = await import('./http/authClient');
      await authClient.post('/accounts/logout', {});
    } catch {
      // Ignored on purpose, see above.
    }
  }
  await navigateTo(HOME_PATH);
  clearMember();
}
