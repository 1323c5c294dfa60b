import axios from 'axios';
import { parseRenewedTokens, type RenewedTokens } from '../session/parse';
import { apiClientDefaults } from './config';

/**
 * A bare client for POST /accounts/refresh. It must stay outside the auth client's interceptors:
 * a refused refresh (401) would otherwise try to refresh itself and wait on its own queue.
 */
export const refreshClient = axios.create(apiClientDefaults);

/**
 * The refresh token is the api's HttpOnly cookie (Path=/api/v1/accounts), which the browser sends
 * by itself: the body stays empty, and the answer carries the access token only.
 */
export async function requestRenewedTokens(): Promise<RenewedTokens> {
  const { data } = await refreshClient.post<unknown>('/accounts/refresh', {});
  const tokens = parseRenewedTokens(data);
  if (!tokens) throw new Error('POST /accounts/refresh answered without a token pair');
  return tokens;
}
