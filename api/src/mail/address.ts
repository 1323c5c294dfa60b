/**
 * One mailbox and nothing else, so that an address a member typed can only ever reach that one
 * mailbox (issue 36): a dot-atom local part (RFC 5322 atext: no comma, semicolon, quote,
 * parenthesis, angle bracket, colon or space, so no list, group, comment, quoted string or
 * display name) and a host name of letter-digit-hyphen labels ending in a letters-only top-level
 * domain (no address literal, no single-label host). Mail parsers such as nodemailer's read
 * `attacker,victim@evil.example` as two recipients; this refuses it.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// RFC 5321's limit of 64 octets before the @ is the lookahead.
export const MAILBOX_PATTERN = `^(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`;

/** RFC 5321's limit of the whole address. */
export const MAX_MAILBOX_LENGTH = 254;

const MAILBOX = new RegExp(MAILBOX_PATTERN);

export function isSingleMailbox(text: string): boolean {
  return text.length <= MAX_MAILBOX_LENGTH && MAILBOX.test(text);
}
