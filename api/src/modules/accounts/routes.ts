import { memberOf, requireMember, requireVerified, verifiedOf } from '../../auth/principal';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../auth/refresh-cookie';
import { AppError } from '../../errors';
import { bodylessAsEmpty } from '../../http/bodyless';
import { crossSiteRefusal } from '../../http/same-origin';
import type { FastifyRequest } from 'fastify';
import type { DomainPlugin } from '../../context';
import { ErrorBodySchema } from '../../http/schemas';
import { inRequestLanguage } from '../../http/request-language';
import {
  MemberInfoResponses,
  PasswordChangeBodySchema,
  PasswordResetBodySchema,
} from '../members/schemas';
import {
  ActiveSessionsResponses,
  EndSessionResponses,
  EndSessionsQuerySchema,
  LoginBodySchema,
  LoginResponses,
  LogoutResponses,
  RefreshResponses,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  RegisterResponses,
  REFRESH_TOKEN_REQUIRED,
  SessionIdParamsSchema,
} from './schemas';
import { endOtherSessions, endSession, englishSessions, listSessions } from './sessions';
import { login, logout, refresh } from './login';
import { changePassword, resetPassword } from './passwords';
import { register } from './registration';
import { sendConfirmationAgain } from '../notifications/service';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];

/**
 * Sign-up, login, the session's tokens and the member's password (change and reset live here,
 * under /members, because they end the member's sessions: docs/adr/0016).
 */
export const accountRoutes: DomainPlugin = async (app, { context }) => {
  const refuseCrossSiteRequest = crossSiteRefusal(context.config.siteUrl);
  // ADMIN_USERNAMES members who signed up before being listed are promoted at start by the admin
  // module (modules/admin/routes.ts), which logs every role change.

  app.post(
    '/accounts/register',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: '회원가입 (포털 인증 토큰 필요)',
        description:
          '이름·학과·다전공은 포털이 인증한 값과 같아야 합니다 (다르면 400 ACCOUNT013). 인증 토큰은 한 번만 쓸 수 있습니다.',
        body: RegisterBodySchema,
        response: RegisterResponses,
      },
    },
    async (request, reply) => {
      const { memberId, ...registered } = await register(
        context,
        verifiedOf(request),
        request.body,
        request.language,
      );
      // The address typed at sign-up is nobody's until its owner confirms it (docs/adr/0034).
      // The account exists either way: a mail that cannot go now is sent again from my page.
      if (request.body.email) {
        try {
          await sendConfirmationAgain(context, memberId, request.ip);
        } catch (error) {
          request.log.warn({ err: error }, 'sign-up: the confirmation mail was not sent');
        }
      }
      return reply
        .status(201)
        .send({ ...registered, createdAt: registered.createdAt.toISOString() });
    },
  );

  app.post(
    '/accounts/login',
    {
      schema: {
        tags,
        summary: '로그인 (학번과 스뮤니티 비밀번호, 새 세션 시작)',
        description:
          '없는 학번과 틀린 비밀번호는 같은 답 (401 ACCOUNT015 "학번 또는 비밀번호가 올바르지 않습니다.") 입니다.',
        body: LoginBodySchema,
        response: LoginResponses,
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const { refreshTokenLifetimeSeconds, ...session } = await login(
        context,
        client,
        request.body,
      );
      setRefreshCookie(reply, { ...session, refreshTokenLifetimeSeconds }, context.config);
      return session;
    },
  );

  app.post(
    '/accounts/refresh',
    {
      onRequest: refuseCrossSiteRequest,
      preValidation: bodylessAsEmpty,
      schema: {
        tags,
        summary: '토큰 재발급 (리프레시 토큰은 한 번만 쓸 수 있음)',
        description:
          '이미 한 번 쓴 리프레시 토큰이 다시 오면 그 세션 전체가 종료되고 401 ACCOUNT014 (다시 로그인) 입니다.',
        body: RefreshTokenBodySchema,
        response: RefreshResponses,
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const { refreshTokenLifetimeSeconds, ...session } = await refresh(
        context,
        request,
        fromBody ?? presentedCookie(request),
      );
      setRefreshCookie(reply, { ...session, refreshTokenLifetimeSeconds }, context.config);
      // The token travels the way it came: a browser (cookie) never sees it in a body a script
      // could read; an API client (body) gets it where it looks for it.
      if (fromBody === undefined) {
        const { refreshToken: _cookieOnly, ...rest } = session;
        return rest;
      }
      return session;
    },
  );

  app.post(
    '/accounts/logout',
    {
      onRequest: [refuseCrossSiteRequest, requireMember],
      preValidation: bodylessAsEmpty,
      // Once the access token was accepted, the cookie is cleared whatever the answer: the client
      // is ending this browser's session. Not before: an expired access token (401 ACCOUNT005)
      // is renewed with this very cookie and the logout sent again.
      onSend: async (request, reply) => {
        if (request.principal !== null) clearRefreshCookie(reply, context.config);
      },
      schema: {
        tags,
        security,
        summary: '로그아웃 (세션 종료: 그 세션의 토큰은 다음 요청부터 401 ACCOUNT014)',
        body: RefreshTokenBodySchema,
        response: LogoutResponses,
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? presentedCookie(request);
      await logout(context, memberOf(request).memberId, token);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/members/me/password',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        security,
        summary: '비밀번호 변경 (현재 비밀번호 확인, 이 세션을 뺀 모든 세션이 종료됨)',
        description:
          '현재 비밀번호가 틀리면 400 ACCOUNT016 (detail.currentPassword, 로그인 시도 횟수에 포함).',
        body: PasswordChangeBodySchema,
        response: { ...MemberInfoResponses, 429: ErrorBodySchema },
      },
    },
    async (request) => changePassword(context, request, memberOf(request), request.body),
  );

  app.patch(
    '/members/password/reset',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['members'],
        security,
        summary:
          '비밀번호 재설정 (POST /auth/password/reset 의 인증 토큰 필요, 한 번만 사용 가능; 모든 세션이 종료됨)',
        body: PasswordResetBodySchema,
        response: MemberInfoResponses,
      },
    },
    async (request) => resetPassword(context, verifiedOf(request), request.body.password),
  );

  app.get(
    '/members/me/sessions',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        security,
        summary: '로그인 기기 (활성 세션 목록, 이 세션은 current)',
        response: ActiveSessionsResponses,
      },
    },
    async (request, reply) =>
      inRequestLanguage(
        request,
        reply,
        await listSessions(context, memberOf(request)),
        englishSessions,
      ),
  );

  app.delete(
    '/members/me/sessions/:id',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        security,
        summary:
          '로그인 기기 로그아웃 (내 세션 하나 종료; 남의 세션이나 없는 id 는 404 SESSION001)',
        params: SessionIdParamsSchema,
        response: EndSessionResponses,
      },
    },
    async (request, reply) => {
      await endSession(context, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/members/me/sessions',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        security,
        summary: '다른 기기 모두 로그아웃 (?others=true: 이 세션을 뺀 모든 세션 종료)',
        querystring: EndSessionsQuerySchema,
        response: EndSessionResponses,
      },
    },
    async (request, reply) => {
      await endOtherSessions(context, memberOf(request));
      return reply.status(204).send(null);
    },
  );
};

/** The refresh cookie, when the body had no token; neither → 400 as a missing body field. */
function presentedCookie(request: FastifyRequest): string {
  const token = refreshCookieOf(request);
  if (token === undefined) throw AppError.of('VALID001', { refreshToken: REFRESH_TOKEN_REQUIRED });
  return token;
}
