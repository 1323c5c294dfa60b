import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of a mail (RFC 8058) names the member and carries an HMAC of
// that name, so it works without a login and cannot be made for someone else. The key is derived
// from the token secret for this one purpose; the link does not expire (old mails keep working).

const PURPOSE = 'smunity answer-mail unsubscribe v1';

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function signatureOf(secret: string, memberId: number): Buffer {
  return createHmac('sha256', keyOf(secret)).update(String(memberId)).digest();
}

/** `<memberId>.<base64url HMAC>` */
export function unsubscribeToken(secret: string, memberId: number): string {
  return `${memberId}.${signatureOf(secret, memberId).toString('base64url')}`;
}

/** The member a token names, or null for anything this server did not sign. */
export function memberOfUnsubscribeToken(secret: string, token: string): number | null {
  const [, id, signature] = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token) ?? [];
  if (id === undefined || signature === undefined) return null;
  const memberId = Number(id);
  if (memberId > 2_147_483_647) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, memberId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}
