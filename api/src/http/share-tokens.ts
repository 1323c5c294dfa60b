/**
 * A share link's token opens a member's result to whoever holds it; the shares table keeps only
 * its hash. The token must not reach anything else that stores or ships a URL: page views (their
 * path and referrer), the request log, analytics. This replaces it with `:token` in the site's
 * page (`/shared/<token>`) and the api's route (`/api/v1/shares/<token>`), wherever they occur
 * in a path or a URL. (The shell redacts its page views the same way before they leave the
 * browser: shell/src/analytics/redactPath.ts; migrations/012 rewrote rows stored before.)
 */
export function withoutShareTokens(text: string): string {
  return text.replace(SHARE_TOKEN_IN_URL, '$1:token');
}

const SHARE_TOKEN_IN_URL = /(\/shared\/|\/api\/v1\/shares\/)(?!:token(?:[/?#\s]|$))[^/?#\s]+/g;
