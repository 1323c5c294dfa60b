import { cookieValue } from '../http/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The refresh token as a cookie the browser keeps and scripts cannot read (docs/adr/0022):
 * `HttpOnly` (no document.cookie), `SameSite=Strict` (never sent from another site's page) and
 * `Path=/api/v1/accounts` (sent to refresh and logout only, never to the rest of the api, so it
 * can authorise nothing else). `Secure` with HTTPS=on.
 */
export const REFRESH_COOKIE = 'smunity_refresh';
const REFRESH_COOKIE_PATH = '/api/v1/accounts';

type CookieConfig = Pick<Config, 'https'>;

function cookie(value: string, maxAgeSeconds: number, config: CookieConfig): string {
  const attributes = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (config.https) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * Sets the cookie to a newly issued refresh token (login, refresh), kept as long as the token
 * lives: never past the session's absolute end.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  token: { refreshToken: string; refreshTokenLifetimeSeconds: number },
  config: CookieConfig,
): void {
  reply.header('set-cookie', cookie(token.refreshToken, token.refreshTokenLifetimeSeconds, config));
}

/** Tells the browser to drop the cookie (logout, withdrawal). */
export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.header('set-cookie', cookie('', 0, config));
}

/** The refresh token the browser sent as the cookie, or undefined. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = cookieValue(request.headers.cookie, REFRESH_COOKIE);
  // A JWT is base64url with dots: anything else is not a token we issued.
  return value !== undefined && /^[A-Za-z0-9._-]+$/.test(value) ? value : undefined;
}
