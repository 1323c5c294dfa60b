import axios, { AxiosHeaders } from 'axios';
import type { AxiosError, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import {
  accessTokenAtPageLoad,
  syncSessionFromCookies,
  useSessionStore,
} from '../session/sessionStore';
import { apiClientDefaults } from './config';
import { takePreloadedRead } from './preloadedReads';
import { nameFailedRequest } from './requestId';
import { endSession, pendingRenewal, renewSession } from './sessionRenewal';

/**
 * The api's answer for a token whose session was ended (logout elsewhere, "로그아웃" from another
 * device, a password change, a reused refresh token; docs/adr/0026): no refresh can bring it
 * back, so the member signs in again.
 */
export const SESSION_ENDED_CODE = 'ACCOUNT014';
/** The api's answer for a call without a member's token (로그인 후 이용가능합니다). */
const NO_TOKEN_CODE = 'ACCOUNT007';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one replay after a renewal, so a second 401 is passed on instead of looping. */
    replayedAfterRenewal?: boolean;
    /**
     * Set on a read answered by the page's preload (preloadedReads.ts): the access token the
     * `member` cookie held when the browser sent the preload, as the page loaded (null: none),
     * which the api read instead of a header. Not the token of the call's own moment: a renewal
     * may have come between, and the preload's answer is still the older token's.
     */
    cookieToken?: string | null;
  }
}

/**
 * For calls made on behalf of the member. While a member is logged in this client owns the
 * Authorization header (Bearer access token). A 401 renews the tokens once and replays the call;
 * any other status below 500 resolves so the page can read the refusal (see `ensureOk`).
 */
export const authClient = axios.create({
  ...apiClientDefaults,
  validateStatus: (status) => status < 500 && status !== 401,
});

authClient.interceptors.request.use(attachAccessToken);
authClient.interceptors.response.use(undefined, renewAndReplayOnUnauthorized);
authClient.interceptors.response.use(undefined, nameFailedRequest);

async function attachAccessToken(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  // Sent now, the call would carry the token being replaced and come back 401; wait instead. If
  // the renewal fails, so does this call, with the renewal's error.
  await pendingRenewal();
  syncSessionFromCookies();
  const accessToken = useSessionStore.getState().member?.accessToken;
  if (!accessToken) return config;
  if (config.method === 'get' && takePreloadedRead(authClient.getUri(config))) {
    // Asked as the preload was (no header), so the browser answers it with the preload.
    config.cookieToken = accessTokenAtPageLoad();
    return config;
  }
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  return config;
}

type UnauthorizedError = AxiosError & {
  config: InternalAxiosRequestConfig;
  response: AxiosResponse;
};

async function renewAndReplayOnUnauthorized(error: unknown): Promise<AxiosResponse> {
  if (isSessionEnded(error)) {
    endSession();
    throw error;
  }
  if (!isRenewableUnauthorized(error)) throw error;
  syncSessionFromCookies();
  const member = useSessionStore.getState().member;
  // Nothing to renew: the caller shows the api's message (e.g. 로그인 후 이용가능합니다).
  if (!member) throw error;
  // A preloaded read the api did not take the cookie for (a browser without fetch metadata):
  // asked again with the header, as any call.
  if (
    error.config.cookieToken !== undefined &&
    errorCodeOf(error.response.data) === NO_TOKEN_CODE
  ) {
    return authClient.request({ ...error.config, cookieToken: undefined });
  }
  // A call that went out with an older token than the current one was overtaken by a renewal
  // (in this tab or another), however late its 401 comes: it only needs replaying. Only a 401
  // for the current token renews, and every such 401 joins the one renewal in flight.
  if (sentToken(error.config) === member.accessToken) await renewSession(member);
  return authClient.request({ ...error.config, replayedAfterRenewal: true });
}

function isRenewableUnauthorized(error: unknown): error is UnauthorizedError {
  if (!axios.isAxiosError(error) || !error.config || !error.response) return false;
  if (error.response.status !== 401 || error.config.replayedAfterRenewal) return false;
  // Portal errors (AUTH001: wrong portal password) are 401s about the portal, not our tokens.
  return !errorCodeOf(error.response.data).includes('AUTH');
}

function isSessionEnded(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 401) return false;
  return errorCodeOf(error.response.data) === SESSION_ENDED_CODE;
}

function errorCodeOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('code' in body)) return '';
  return typeof body.code === 'string' ? body.code : '';
}

/** The access token a call went out with: in its header, or the cookie's for a preloaded read. */
function sentToken(config: InternalAxiosRequestConfig): string | undefined {
  const header = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof header === 'string'
    ? header.replace(/^Bearer /, '')
    : (config.cookieToken ?? undefined);
}
