import Cookies from 'js-cookie';
import type { MemberSession } from '../types';

export const MEMBER: MemberSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  memberRole: 'ROLE_USER',
  username: '202012345',
};

export const ADMIN: MemberSession = { ...MEMBER, memberRole: 'ROLE_ADMIN', username: '201900001' };

/** The refresh answer (same shape as the login answer): a rotated pair. */
export const RENEWED: MemberSession = {
  ...MEMBER,
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
};

/** The `member` cookie as a browser would send it, parsed; undefined when there is none. */
export function memberCookie(): unknown {
  const raw = Cookies.get('member');
  return raw === undefined ? undefined : JSON.parse(raw);
}
