// The browser's tokens as they are once time has passed: re-dated and signed with the site's own
// secret (its DATA_DIR's jwt-secret), so a test pins the clock instead of waiting for an expiry.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** The api's generated token secret, kept in its DATA_DIR (api/src/config.ts). */
export function siteTokenSecret(siteDataDir: string): string {
  return fs.readFileSync(path.join(siteDataDir, 'api', 'jwt-secret'), 'utf8').trim();
}

/** `token` with its iat and exp moved `seconds` into the past, signed with `secret` (HS256). */
export function backdated(token: string, seconds: number, secret: string): string {
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.iat -= seconds;
  claims.exp -= seconds;
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/**
 * Re-dates the `member` cookie's access token, and with `refreshToo` the refresh cookie's token,
 * `seconds` into the past: what the browser holds once that much time has gone.
 */
export async function ageSessionTokens(
  context: BrowserContext,
  seconds: number,
  secret: string,
  { refreshToo }: { refreshToo: boolean },
): Promise<void> {
  const cookies = await context.cookies();
  const member = cookies.find((cookie) => cookie.name === 'member');
  const refresh = cookies.find((cookie) => cookie.name === 'smunity_refresh');
  if (member === undefined || refresh === undefined) throw new Error('not signed in');
  const session = JSON.parse(decodeURIComponent(member.value));
  session.accessToken = backdated(session.accessToken, seconds, secret);
  await context.addCookies([
    { ...member, value: encodeURIComponent(JSON.stringify(session)) },
    ...(refreshToo ? [{ ...refresh, value: backdated(refresh.value, seconds, secret) }] : []),
  ]);
}

/** ACCESS_TOKEN_TTL_SECONDS's default (api/src/config.ts), which the suite's sites keep. */
export const ACCESS_TOKEN_SECONDS = 1800;

/**
 * The browser's access token as it is a minute past its lifetime, the refresh token untouched:
 * what a member coming back after half an hour holds. The api refuses it as expired, the same
 * answer as for one that ran out in real time, and renews it through the refresh cookie.
 */
export async function expireAccessToken(
  context: BrowserContext,
  site: { dataDir: string },
): Promise<void> {
  await ageSessionTokens(context, ACCESS_TOKEN_SECONDS + 60, siteTokenSecret(site.dataDir), {
    refreshToo: false,
  });
}
