// The types of index.js, for TypeScript code (the api, shared-auth) and for index.js itself.
export type MemberRole = 'ROLE_USER' | 'ROLE_ADMIN';

/** The member cookie's session. */
export interface MemberSession {
  username: string;
  memberRole: MemberRole;
  accessToken: string;
}

export declare const MEMBER_COOKIE: 'member';
export declare function memberSessionFrom(json: unknown): MemberSession | null;
export declare function memberCookieValue(cookieHeader: string | undefined): string | undefined;
export declare function memberSessionIn(cookieHeader: string | undefined): MemberSession | null;
