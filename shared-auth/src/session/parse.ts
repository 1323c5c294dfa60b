// Cookies and api answers come from outside the type system (a cookie may be stale, edited or
// written by an older release), so they are checked field by field before anyone trusts them.
import type { ApiErrorBody, MemberRole, ResetAuthorization, VerificationResult } from '../types';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** A filled text, or null for anything else ("", absent, not a string). */
export function toNullableString(value: unknown): string | null {
  return isFilledString(value) ? value : null;
}

function isMemberRole(value: unknown): value is MemberRole {
  return value === 'ROLE_USER' || value === 'ROLE_ADMIN';
}

export function parseVerificationResult(value: unknown): VerificationResult | null {
  if (!isRecord(value)) return null;
  const { name, username, department, authToken } = value;
  if (!isFilledString(name) || !isFilledString(username)) return null;
  if (!isFilledString(department) || !isFilledString(authToken)) return null;
  return {
    name,
    username,
    department,
    secondDepartment: toNullableString(value.secondDepartment),
    email: toNullableString(value.email),
    authToken,
  };
}

export function parseResetAuthorization(value: unknown): ResetAuthorization | null {
  if (!isRecord(value)) return null;
  const { username, authToken } = value;
  if (!isFilledString(username) || !isFilledString(authToken)) return null;
  return { username, authToken };
}

/**
 * The part of the refresh answer the session needs: the access token, and the role when the api
 * sends it. The new refresh token arrives as the api's HttpOnly cookie, not here.
 */
export interface RenewedTokens {
  accessToken: string;
  memberRole?: MemberRole;
}

export function parseRenewedTokens(value: unknown): RenewedTokens | null {
  if (!isRecord(value)) return null;
  const { accessToken, memberRole } = value;
  if (!isFilledString(accessToken)) return null;
  return isMemberRole(memberRole) ? { accessToken, memberRole } : { accessToken };
}

/** An api error body, or null when the answer is something else (a proxy's HTML page, nothing). */
export function parseApiErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value) || !isFilledString(value.message)) return null;
  const body: ApiErrorBody = {
    code: typeof value.code === 'string' ? value.code : '',
    message: value.message,
  };
  if (isRecord(value.detail)) {
    const detailEntries = Object.entries(value.detail).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    body.detail = Object.fromEntries(detailEntries);
  }
  if (isFilledString(value.requestId)) body.requestId = value.requestId;
  return body;
}
