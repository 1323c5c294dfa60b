/**
 * A share link's token opens a member's result to whoever holds it (the api keeps only its
 * hash), so it never goes into analytics: `/shared/<token>` is reported as `/shared/:token`, in
 * the page's path and in referrers, to our api and to GA alike. The api redacts what it stores
 * the same way (api/src/http/share-tokens.ts): a client that does not is not trusted with it.
 */
export function redactPath(pathOrUrl: string): string {
  return pathOrUrl.replace(SHARE_TOKEN, '$1:token');
}

const SHARE_TOKEN = /(\/shared\/)(?!:token(?:[/?#]|$))[^/?#]+/g;
