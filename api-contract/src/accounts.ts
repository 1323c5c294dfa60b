import type { Static } from 'typebox';
import type {
  ActiveSessionListSchema,
  EndSessionsQuerySchema,
  LoginBodySchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  RegisteredSchema,
  SessionIdParamsSchema,
  SessionSchema,
} from '../../api/src/modules/accounts/schemas';

/** POST /accounts/register (with the verification token). */
export type RegisterBody = Static<typeof RegisterBodySchema>;
/** 201 of POST /accounts/register. */
export type Registered = Static<typeof RegisteredSchema>;
/** POST /accounts/login. */
export type LoginBody = Static<typeof LoginBodySchema>;
/** POST /accounts/refresh and /accounts/logout. */
export type RefreshTokenBody = Static<typeof RefreshTokenBodySchema>;
/** 200 of POST /accounts/login and /accounts/refresh: the member's tokens. */
export type Session = Static<typeof SessionSchema>;
/** Roles a stored member can have. */
export type MemberRole = Session['memberRole'];

/** GET /members/me/sessions: the member's active sessions ("로그인 기기"). */
export type ActiveSessionList = Static<typeof ActiveSessionListSchema>;
/** One active session; `current` is the one of the calling access token. */
export type ActiveSession = ActiveSessionList['content'][number];
/** DELETE /members/me/sessions/{id}. */
export type SessionIdParams = Static<typeof SessionIdParamsSchema>;
/** DELETE /members/me/sessions?others=true. */
export type EndSessionsQuery = Static<typeof EndSessionsQuerySchema>;
